import { useT } from 'shared-i18n';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { activeNavIndex } from './activeNavIndex';
import { FrameMain, sideColumn, tablet, topBar } from 'shared-ui';

export interface NavItem {
  label: string;
  to: string;
  icon?: ReactNode;
  /** A live count beside the label (the Messages link: shared-messages/unread's UnreadNavBadge). */
  Badge?: ComponentType;
}

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  ${tablet} {
    flex-direction: row;
  }
`;

const Side = styled.aside`
  ${sideColumn}
  ${tablet} {
    position: sticky;
    top: 0;
    align-self: flex-start;
  }
`;

const SideTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  min-height: 56px;
`;

const Brand = styled.span`
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const MenuButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: #fff;
  font: inherit;
  cursor: pointer;
  ${tablet} {
    display: none;
  }
`;

const NavList = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  ${tablet} {
    display: block;
  }
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius};
    color: #fff;
    text-decoration: none;
  }
  a:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  a[aria-current='page'] {
    background: #fff;
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 700;
  }
  [data-testid='unread-badge'] {
    margin-left: auto;
  }
`;

/**
 * The title and the account's controls share a row while the title's words fit beside them;
 * when they do not (a long title in Kinyarwanda on a phone), the controls go to a row of their
 * own at the end, and the title keeps its words whole.
 */
const TopBar = styled.header`
  ${topBar}
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.colors.brand};
  flex: 1 1 auto;
  min-width: 0;
  /* Breaks fall between words, or at a hyphenation point of the page's language (html lang). */
  hyphens: auto;
  overflow-wrap: break-word;
`;

const TopBarEnd = styled.div`
  flex: none;
  margin-left: auto;
`;

const Content = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space(4)};
  ${tablet} {
    padding: ${({ theme }) => theme.space(6)};
  }
`;

export interface DashboardLayoutProps {
  /** Top bar text, e.g. 'ADMIN DASHBOARD'. */
  title: ReactNode;
  navItems: readonly NavItem[];
  /** The account menu slot (the shell hands it to remotes as `accountMenu`). */
  headerRight?: ReactNode;
  /** Name of the navigation landmark and brand text. */
  navLabel?: string;
  brand?: ReactNode;
  children: ReactNode;
}

/**
 * Dashboard frame: side navigation on tablets and up, a 'Menu' toggle that opens it as a top menu
 * on phones; a top bar with the title and the account menu; the page in <main>.
 */
export function DashboardLayout({
  title,
  navItems,
  headerRight,
  navLabel,
  brand = 'Bridge to Justice',
  children,
}: DashboardLayoutProps) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const listId = useId();
  const location = useLocation();
  const { pathname } = location;
  const menuButton = useRef<HTMLButtonElement>(null);
  // One highlighted item: the most specific match (Submit Case's ?submit=case beats Dashboard).
  const active = activeNavIndex(navItems, location);

  // A phone menu closes once the user has picked a page.
  useEffect(() => setOpen(false), [pathname]);

  // Esc closes the phone menu and gives focus back to its button.
  const onNavKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    menuButton.current?.focus();
  };

  return (
    <Shell>
      <Side>
        <nav aria-label={navLabel ?? t('ui.dashboard.navLabel')} onKeyDown={onNavKeyDown}>
          <SideTop>
            <Brand>{brand}</Brand>
            <MenuButton
              ref={menuButton}
              type="button"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpen((value) => !value)}
            >
              {t('ui.dashboard.menu')}
            </MenuButton>
          </SideTop>
          <NavList id={listId} $open={open}>
            {navItems.map((item, index) => (
              <li key={`${item.label}-${item.to}`}>
                <Link
                  to={item.to}
                  aria-current={index === active ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                >
                  {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
                  {item.label}
                  {item.Badge ? <item.Badge /> : null}
                </Link>
              </li>
            ))}
          </NavList>
        </nav>
      </Side>
      <FrameMain>
        <TopBar>
          <Title>{title}</Title>
          {headerRight ? <TopBarEnd>{headerRight}</TopBarEnd> : null}
        </TopBar>
        <Content>{children}</Content>
      </FrameMain>
    </Shell>
  );
}
