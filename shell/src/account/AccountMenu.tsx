import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Link, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import {
  logoutUser,
  sessionStore,
  toInitials,
  useSession,
  useSessionRole,
  userStore,
  useUserStore,
} from 'shared-api';
import { LanguageSwitcher, t as translate, useCatalogue, useT } from 'shared-i18n';
import { UnreadBadge } from 'shared-ui';
import { NotificationBell } from './NotificationBell';
import { UnreadCount } from './UnreadCount';
import { useDismiss } from './useDismiss';

/** Logout reloads the page this long after going home (spec §9). */
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

/**
 * The account menu of spec §2, owned by the shell and handed to remote pages as `accountMenu`.
 * Its texts are a signed-in user's (loaded on demand): on a visitor's page (a signed-in user on /)
 * it waits for them rather than show a key; a visitor's page never loads them.
 */
export function AccountMenu() {
  const token = useSession((s) => s.token);
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <AccountMenuWithTexts />
    </Suspense>
  );
}

function AccountMenuWithTexts() {
  useCatalogue('shell-signed-in');
  useCatalogue('ui-signed-in');
  return <SignedInAccountMenu />;
}

function SignedInAccountMenu() {
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userId);
  const user = useUserStore((s) => s.userData);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const closeMenu = useCallback(() => setOpen(false), []);
  const t = useT();
  const role = useSessionRole();

  // Spec §4: with a stored token the user is logged in and their record is fetched by userId.
  useEffect(() => {
    if (token && userId && userStore.getState().userData?.userId !== userId) {
      void userStore.getState().fetchUser(userId);
    }
  }, [token, userId]);

  useDismiss(open, closeMenu, wrapRef, buttonRef);

  if (!token) return null;
  const initials = toInitials(user?.firstName, user?.lastName);

  const logout = () => {
    // The server ends the session (its token and download links stop working there too); the
    // browser forgets it at once, whatever the answer.
    const ending = sessionStore.getState().token;
    if (ending) void logoutUser(ending);
    sessionStore.getState().clearSession();
    userStore.getState().clear();
    toast.success(translate('shell.account.loggedOut'));
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
                aria-label={t('shell.account.menuLabel', {
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
            <strong>{t('shell.account.hello', { name: user?.firstName ?? '' })}</strong>
            <Link to="/profile" onClick={() => setOpen(false)}>
              {t('shell.account.profile')}
            </Link>
            {role === 'admin' ? (
              // The audit of every event: the admin's side links are fixed, so it lives here.
              <Link to="/audit" onClick={() => setOpen(false)}>
                {t('shell.account.audit')}
              </Link>
            ) : null}
            <LanguageSwitcher />
            <MenuAction type="button" onClick={logout}>
              {t('shell.account.logout')}
            </MenuAction>
          </Dropdown>
        )}
      </Wrap>
    </Bar>
  );
}
