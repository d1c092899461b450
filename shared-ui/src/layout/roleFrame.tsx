import type { ReactNode } from 'react';
import { DashboardLayout, type DashboardLayoutProps } from './DashboardLayout';

/** What a role's dashboard frame fixes: its top bar, side links and landmark name. */
export type RoleFrameConfig = Pick<DashboardLayoutProps, 'title' | 'navItems' | 'navLabel'>;

export interface RoleFrameProps {
  /** The shell's account menu (a remote page's `accountMenu` prop). */
  accountMenu?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every page of one role sits in (admin, lawyer): the dashboard layout with that role's
 * config and the shell's account menu on the right. A remote's layout is only its config.
 */
export function roleFrame(config: RoleFrameConfig) {
  return function RoleFrame({ accountMenu, children }: RoleFrameProps) {
    return (
      <DashboardLayout {...config} headerRight={accountMenu}>
        {children}
      </DashboardLayout>
    );
  };
}
