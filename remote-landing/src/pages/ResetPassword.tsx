import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import { authMessages, resetPassword } from 'shared-api';
import { validateResetPassword } from 'shared-contract';
import { Button, PasswordField, FormError, type RemotePageProps } from 'shared-ui';
import { useT } from 'shared-i18n';
import { AuthCard, FormLinks } from '../layout/AuthCard';
import { ruleText } from '../forms/ruleText';
import { useFormSubmit } from '../forms/useFormSubmit';

/** After a successful reset the login page opens this long after the toast. */
export const RESET_REDIRECT_DELAY_MS = 2000;

type Field = 'password' | 'confirmPassword';

/**
 * /reset-password?token=…: a new password and its confirmation (paste blocked), checked
 * in the order strength, match, token.
 */
export default function ResetPassword({ accountMenu }: RemotePageProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const t = useT();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, loading, reject, send } = useFormSubmit<Field>();
  const [done, setDone] = useState(false);
  const refs = {
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  const invalidToken = t('landing.rule.token.invalid');

  useEffect(() => {
    // The id keeps one toast when the effect runs twice (React strict mode).
    if (!token) toast.error(invalidToken, { id: 'reset-missing-token' });
  }, [token, invalidToken]);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateResetPassword(password, confirm, token);
    // A missing token is the link's fault, not a field's: it shows above the form.
    if (problem?.field === 'token') return reject('form', ruleText(problem), null);
    if (problem) return reject(problem.field, ruleText(problem), refs[problem.field].current);
    await send(async () => {
      toast.success(await resetPassword(token, password));
      setDone(true);
      redirect.current = setTimeout(() => navigate('/login'), RESET_REDIRECT_DELAY_MS);
    }, authMessages.changePasswordFailure);
  };

  return (
    <AuthCard
      accountMenu={accountMenu}
      title={t('landing.reset.title')}
      lead={t('landing.reset.lead')}
    >
      {!token ? <FormError role="alert">{invalidToken}</FormError> : null}
      {done ? (
        <p role="status">
          {authMessages.changePasswordSuccess} <Link to="/login">{t('landing.login.title')}</Link>
        </p>
      ) : null}
      <form onSubmit={submit} noValidate aria-label={t('landing.reset.title')}>
        {errors.form && errors.form !== invalidToken ? (
          <FormError role="alert">{errors.form}</FormError>
        ) : null}
        <PasswordField
          ref={refs.password}
          label={t('landing.reset.newPassword')}
          name="password"
          autoComplete="new-password"
          hint={t('landing.form.passwordHint')}
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          ref={refs.confirmPassword}
          label={t('landing.form.confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          hint={t('landing.reset.confirmHint')}
          value={confirm}
          error={errors.confirmPassword}
          onChange={(event) => setConfirm(event.target.value)}
          onPaste={(event) => event.preventDefault()}
        />
        <Button type="submit" fullWidth loading={loading} loadingLabel={t('landing.reset.loading')}>
          {t('landing.reset.submit')}
        </Button>
      </form>
      <FormLinks>
        <Link to="/forgot-password">{t('landing.reset.newLink')}</Link>
        <Link to="/login">{t('landing.form.backToLogin')}</Link>
      </FormLinks>
    </AuthCard>
  );
}
