import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { sessionStore, useSession } from 'shared-api';
import { Button, toast } from 'shared-ui';
import { LanguageSwitcher, t as translate, useT } from 'shared-i18n';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

const Who = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: break-word;
`;

/** The standalone admin app's account control (no shell here): the language, who is signed in,
 * the audit (as in the shell's account menu) and Logout. */
export function StandaloneAccount() {
  const t = useT();
  const email = useSession((s) => s.email);
  const navigate = useNavigate();
  const logout = () => {
    sessionStore.getState().clearSession();
    toast.success(translate('admin.account.loggedOut'));
    navigate('/', { replace: true });
  };
  return (
    <Row>
      <LanguageSwitcher hideLabel />
      {email ? <Who>{email}</Who> : null}
      <Link to="/audit">{t('admin.account.audit')}</Link>
      <Button variant="secondary" onClick={logout}>
        {t('admin.account.logout')}
      </Button>
    </Row>
  );
}
