import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { loginUser, sessionStore, takeReturnPath, useSession } from 'shared-api';
import { Button, Card, FormError, PasswordField, TextField, toast } from 'shared-ui';
import { LanguageSwitcher, t as translate, useT } from 'shared-i18n';
import '../i18n/catalogue';

/** Said to a non-admin who signs in here (the English text of admin.signIn.notAnAdmin). */
export const NOT_AN_ADMIN =
  'This sign-in is for administrators only. Your account is not an admin account.';

const Page = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.background};
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 420px;
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Language = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * An admin signed in here goes on: to the page kept for after the sign-in (where a session ended,
 * or the page asked for), else to the dashboard. Taken once, when the session is there (whatever
 * render comes first after the sign-in), so the kept page is never lost to the dashboard.
 */
function ToAdminPages({ userId }: { userId: string | null }) {
  const navigate = useNavigate();
  const gone = useRef(false);
  useEffect(() => {
    if (gone.current) return;
    gone.current = true;
    const fallback = '/admin-dashboard';
    navigate(userId ? takeReturnPath('admin', userId, fallback) : fallback, { replace: true });
  }, [navigate, userId]);
  return null;
}

/**
 * The admin entry at the admin remote's own URL: signs in with the same login call
 * and keeps the session only for an admin; anyone else is told so and not let in.
 */
export function AdminSignIn() {
  const t = useT();
  const role = useSession((s) => s.role);
  const userId = useSession((s) => s.userId);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (role === 'admin') return <ToAdminPages userId={userId} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    setBusy(true);
    try {
      const answer = await loginUser({ email: email.trim(), password });
      if (answer.user.role !== 'admin') {
        setProblem(translate('admin.signIn.notAnAdmin'));
        return;
      }
      sessionStore.getState().setSession({
        token: answer.token,
        userId: answer.user.userId,
        email: answer.user.email,
      });
      toast.success(translate('admin.signIn.success'));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setProblem(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page>
      <Panel>
        <Language>
          <LanguageSwitcher hideLabel />
        </Language>
        <Title>{t('admin.signIn.title')}</Title>
        <Lead>{t('admin.signIn.lead')}</Lead>
        {problem ? <FormError role="alert">{problem}</FormError> : null}
        <form onSubmit={submit}>
          <TextField
            label={t('admin.signIn.email')}
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <PasswordField
            label={t('admin.signIn.password')}
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <Button
            type="submit"
            fullWidth
            loading={busy}
            loadingLabel={t('admin.signIn.submitting')}
          >
            {t('admin.signIn.submit')}
          </Button>
        </form>
      </Panel>
    </Page>
  );
}
