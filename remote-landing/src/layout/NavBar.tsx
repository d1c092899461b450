import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { LanguageSwitcher, useT } from 'shared-i18n';
import '../i18n/catalogue';
import { firm } from '../content/siteContent';
import { useSubmitCaseTarget } from './submitCaseTarget';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: 40;
  background: ${({ theme }) => theme.colors.brand};
  color: #fff;
`;

/* As wide as the brand, the language and the six links of the longest language (rw) need on one
   row at a laptop's 1366 px; below that the links wrap under the brand. */
const Bar = styled.nav`
  max-width: 1280px;
  margin: 0 auto;
  min-height: 60px;
  padding: 0 ${({ theme }) => theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  color: #fff;
  font-weight: 800;
  /* On a phone the name, the language and the menu toggle share the bar's one row (375 px). */
  font-size: 0.9375rem;
  text-decoration: none;
  margin-right: auto;
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    font-size: 1.125rem;
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid rgba(255, 255, 255, 0.6);
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: #fff;
  cursor: pointer;
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    display: none;
  }
`;

const Menu = styled.ul<{ $open: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space(3)};
  width: 100%;
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  order: 3;
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    display: flex;
    flex-direction: row;
    flex-wrap: wrap;
    width: auto;
    padding: 0;
    order: 0;
    gap: ${({ theme }) => theme.space(1)};
  }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    color: #fff;
    text-decoration: none;
    font-weight: 600;
    border-radius: ${({ theme }) => theme.radius};
  }
  a:hover,
  a[aria-current='page'] {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

/** The language choice: beside the menu toggle on a phone, after the links from 768 px. */
const Language = styled(LanguageSwitcher)`
  display: inline-flex;
  align-items: center;
  select {
    min-height: 44px;
    max-width: 7rem;
    padding: 0 2px;
    font-size: 0.8125rem;
    border: 1px solid rgba(255, 255, 255, 0.6);
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.brand};
    color: #fff;
    font-family: inherit;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    order: 1;
    select {
      max-width: none;
      padding: 0 ${({ theme }) => theme.space(2)};
      font-size: 1rem;
    }
  }
`;

const AccountSlot = styled.div`
  display: flex;
  @media (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    order: 2;
  }
  align-items: center;
  &:empty {
    display: none;
  }
`;

function Logo() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#fff" />
      <path
        d="M6 22h20M9 22V12m14 10V12M6 12h20L16 6z"
        stroke="#0b3d5c"
        strokeWidth="2"
        fill="none"
      />
    </svg>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M5 5l14 14M19 5L5 19' : 'M3 6h18M3 12h18M3 18h18'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The site navigation: Home, Submit Case (or SubmitCase/DashBoard), Taxes
 * Consultancy, Mediation, Contact and Account anchors, the language switcher and the account menu
 * slot. Below 768 px the links fold behind a menu toggle; the switcher stays in the bar.
 */
export function NavBar({ accountMenu }: { accountMenu?: ReactNode }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const t = useT();
  const submit = useSubmitCaseTarget();
  const close = () => setOpen(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Esc closes the phone menu and gives focus back to its toggle.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  };
  // On the landing page the anchors scroll in place; elsewhere they lead to the landing page,
  // which scrolls to the section once it has rendered.
  const anchor = (hash: string, label: string) =>
    pathname === '/' ? (
      <a href={hash} onClick={close}>
        {label}
      </a>
    ) : (
      <Link to={{ pathname: '/', hash }} onClick={close}>
        {label}
      </Link>
    );
  const current = (path: string) => (pathname === path ? ('page' as const) : undefined);

  return (
    <Header>
      <Bar aria-label={t('landing.nav.main')} onKeyDown={onKeyDown}>
        <Brand to="/" onClick={close}>
          <Logo />
          {firm.name}
        </Brand>
        <Language hideLabel />
        <Toggle
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls="site-menu"
          aria-label={t(open ? 'landing.nav.closeMenu' : 'landing.nav.openMenu')}
          onClick={() => setOpen((value) => !value)}
        >
          <MenuIcon open={open} />
        </Toggle>
        <Menu id="site-menu" $open={open}>
          <li>{anchor('#home', t('landing.nav.home'))}</li>
          <li>
            <Link to={submit.to} onClick={close}>
              {t(submit.label)}
            </Link>
          </li>
          <li>
            <Link to="/taxc" onClick={close} aria-current={current('/taxc')}>
              {t('landing.nav.taxes')}
            </Link>
          </li>
          <li>
            <Link to="/med" onClick={close} aria-current={current('/med')}>
              {t('landing.nav.mediation')}
            </Link>
          </li>
          <li>{anchor('#contact', t('landing.nav.contact'))}</li>
          <li>{anchor('#account', t('landing.nav.account'))}</li>
        </Menu>
        <AccountSlot>{accountMenu}</AccountSlot>
      </Bar>
    </Header>
  );
}
