import { Suspense, useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Link, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { logoutUser, sessionStore, useSession, useSessionRole } from 'shared-api';
import { toInitials } from 'shared-contract';
import { useAccountUser } from 'shared-api/queries';
import { LanguageSwitcher, t as translate, useCatalogue, useT } from 'shared-i18n';
import { UnreadBadge } from 'shared-ui';
import { registerCatalogueOfAccount } from './i18n/catalogue';
import { NotificationBell } from './NotificationBell';
import { UnreadCount } from './UnreadCount';
import { useDismiss } from './useDismiss';

registerCatalogueOfAccount();

/** Logout goes home, then reloads the page this long after (a fresh start with no user's data). */
export const LOGOUT_RELOAD_DELAY_MS = 2000;

const Wrap = styled.div`
  position: relative;
  display: inline-block;
`;

/** The bell beside the avatar. */
const Bar = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** The header's language choice, beside the bell (its label is the select's aria-label). */
const HeaderLanguage = styled(LanguageSwitcher)`
  select {
    font: inherit;
    padding: ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/** The language inside the open menu: its select a full target, like the menu's other rows. */
const MenuLanguage = styled(LanguageSwitcher)`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  select {
    font: inherit;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

const AvatarButton = styled.button`
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  border: 2px solid #fff;
  background: ${({ theme }) => theme.colors.accentText};
  color: #fff;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

const Dropdown = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 0.5rem);
  min-width: 12rem;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  z-index: 50;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The unread count on the avatar's corner; the button's name already says it. */
const AvatarBadge = styled.span`
  position: absolute;
  top: -0.375rem;
  right: -0.5rem;
  pointer-events: none;
`;

const MenuAction = styled.button`
  font: inherit;
  text-align: left;
  background: none;
  border: 0;
  padding: 0;
  color: ${({ theme }) => theme.colors.danger};
  cursor: pointer;
`;

export interface AccountMenuProps {
  /** Whether the app serves the profile page at /profile (the shell does; the dedicated admin
   * entry, the admin remote on its own, does not): the menu links only to pages that exist. */
  withProfile?: boolean;
}

/**
 * A signed-in user's header controls, the same in the shell (handed to remote pages as
 * `accountMenu`) and in the dedicated admin entry: the language, the notification bell, and the
 * account menu (a greeting, the profile, the audit for the admin, the language, Logout) on a
 * button of the user's initials with their unread count. Nothing for a visitor. Its texts are a
 * signed-in user's: it waits for them rather than show a key.
 */
export function AccountMenu({ withProfile = true }: AccountMenuProps) {
  const token = useSession((s) => s.token);
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <AccountMenuWithTexts withProfile={withProfile} />
    </Suspense>
  );
}

function AccountMenuWithTexts({ withProfile }: Required<AccountMenuProps>) {
  useCatalogue('account');
  useCatalogue('ui-signed-in');
  return <SignedInAccountMenu withProfile={withProfile} />;
}

function SignedInAccountMenu({ withProfile }: Required<AccountMenuProps>) {
  const token = useSession((s) => s.token);
  const { data: user } = useAccountUser();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const closeMenu = useCallback(() => setOpen(false), []);
  const t = useT();
  const role = useSessionRole();

  useDismiss(open, closeMenu, wrapRef, buttonRef);

  if (!token) return null;
  const initials = toInitials(user?.firstName, user?.lastName);

  const logout = () => {
    // The server ends the session (its token and download links stop working there too); the
    // browser forgets it at once, whatever the answer.
    const ending = sessionStore.getState().token;
    if (ending) void logoutUser(ending);
    sessionStore.getState().clearSession();
    toast.success(translate('account.menu.loggedOut'));
    setOpen(false);
    navigate('/');
    setTimeout(() => window.location.reload(), LOGOUT_RELOAD_DELAY_MS);
  };

  return (
    <Bar>
      <HeaderLanguage hideLabel />
      <NotificationBell />
      <Wrap ref={wrapRef}>
        <UnreadCount>
          {(unread) => (
            <>
              <AvatarButton
                ref={buttonRef}
                type="button"
                aria-haspopup="true"
                aria-expanded={open}
                aria-controls={menuId}
                // The accessible name starts with the visible initials (WCAG 2.5.3, label in name).
                aria-label={t('account.menu.label', {
                  initials: initials || '?',
                  hasName: user ? 'yes' : 'no',
                  name: user?.firstName,
                  unread,
                })}
                onClick={() => setOpen((o) => !o)}
              >
                {initials || '?'}
              </AvatarButton>
              {unread > 0 ? (
                <AvatarBadge aria-hidden="true">
                  <UnreadBadge count={unread} />
                </AvatarBadge>
              ) : null}
            </>
          )}
        </UnreadCount>
        {open && (
          <Dropdown id={menuId}>
            <strong>{t('account.menu.hello', { name: user?.firstName ?? '' })}</strong>
            {withProfile ? (
              <Link to="/profile" onClick={() => setOpen(false)}>
                {t('account.menu.profile')}
              </Link>
            ) : null}
            {role === 'admin' ? (
              // The audit of every event: the admin's side links are fixed, so it lives here.
              <Link to="/audit" onClick={() => setOpen(false)}>
                {t('account.menu.audit')}
              </Link>
            ) : null}
            <MenuLanguage />
            <MenuAction type="button" onClick={logout}>
              {t('account.menu.logout')}
            </MenuAction>
          </Dropdown>
        )}
      </Wrap>
    </Bar>
  );
}
