import type { ReactNode } from 'react';
import type { RemotePageProps } from 'shared-ui';
import { PublicLayout } from './PublicLayout';

/**
 * The site's frame (navigation, language, account menu and footer) around content the host owns:
 * the shell's "page not found", and the grey body of a visitor page whose code is on its way.
 */
export default function SiteFrame({
  accountMenu,
  footer = true,
  children,
}: RemotePageProps & { footer?: boolean; children?: ReactNode }) {
  return (
    <PublicLayout accountMenu={accountMenu} footer={footer}>
      {children}
    </PublicLayout>
  );
}
