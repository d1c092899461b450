import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { dashboardPathFor, loginUser, sessionStore, takeReturnPath } from 'shared-api';
import { Trans, useT } from 'shared-i18n';
import { Button, PasswordField, TextField, FormError, type RemotePageProps } from 'shared-ui';
import { AuthCard, FormLinks } from '../layout/AuthCard';
import {
  LOGIN_REDIRECT_DELAY_MS,
  LOGIN_SUCCESS_TOAST,
  validateLogin,
  type LoginField,
} from '../forms/loginForm';
import { useFormSubmit } from '../forms/useFormSubmit';

/** /login: e-mail and password; on success the session is stored and, 1 s later, the role's dashboard opens. */
export default function Login({ accountMenu }: RemotePageProps) {
  const navigate = useNavigate();
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { errors, loading, reject, send } = useFormSubmit<LoginField>();
  const fields = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateLogin({ email, password });
    if (problem) return reject(problem.field, problem.message, fields[problem.field].current);
    await send(async () => {
      const { token, user } = await loginUser({ email: email.trim(), password });
      // Worded at each render: the account's own language takes the screen over right after
      // sign-in, and the toast, still showing, follows it.
      toast.success(<Trans id={LOGIN_SUCCESS_TOAST} />);
      sessionStore.getState().setSession({ token, userId: user.userId, email: user.email });
      // Back to the page that asked for the login, when this role may see it (else the dashboard).
      const next = takeReturnPath(user.role, user.userId, dashboardPathFor(user.role));
      redirect.current = setTimeout(() => navigate(next), LOGIN_REDIRECT_DELAY_MS);
    }, t('landing.login.failed'));
  };

  return (
    <AuthCard
      accountMenu={accountMenu}
      title={t('landing.login.title')}
      lead={t('landing.login.lead')}
    >
      <form onSubmit={submit} noValidate aria-label={t('landing.login.title')}>
        {errors.form ? <FormError role="alert">{errors.form}</FormError> : null}
        <TextField
          ref={fields.email}
          label={t('landing.form.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          ref={fields.password}
          label={t('landing.form.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" fullWidth loading={loading} loadingLabel={t('landing.login.loading')}>
          {t('landing.login.title')}
        </Button>
      </form>
      <FormLinks>
        <Link to="/register">{t('landing.login.toRegister')}</Link>
        <Link to="/forgot-password">{t('landing.login.forgot')}</Link>
      </FormLinks>
    </AuthCard>
  );
}
