import type { ReactNode } from 'react';

/** What the shell hands every remote page: the account menu it owns (remotes never import the shell). */
export interface RemotePageProps {
  accountMenu?: ReactNode;
}
