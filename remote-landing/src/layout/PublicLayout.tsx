import type { ReactNode } from 'react';
import styled from 'styled-components';
import { NavBar } from './NavBar';
import { SiteFooter } from './SiteFooter';

const Main = styled.main`
  display: block;
  min-height: 60vh;
`;

/** Navigation, the page, and the contact footer: the frame of every public page but the landing. */
export function PublicLayout({
  accountMenu,
  children,
  footer = true,
}: {
  accountMenu?: ReactNode;
  children: ReactNode;
  footer?: boolean;
}) {
  return (
    <>
      <NavBar accountMenu={accountMenu} />
      <Main id="main">{children}</Main>
      {footer ? <SiteFooter /> : null}
    </>
  );
}
