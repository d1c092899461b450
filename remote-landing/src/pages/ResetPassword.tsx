import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import {
  authMessages,
  INVALID_OR_MISSING_TOKEN,
  resetPassword,
  validateResetPassword,
} from 'shared-api';
import { Button, PasswordField, FormError, type RemotePageProps } from 'shared-ui';
import { AuthCard, FormLinks } from '../layout/AuthCard';
import { useFormSubmit } from '../forms/useFormSubmit';

/** After a successful reset the login page opens this long after the toast. */
export const RESET_REDIRECT_DELAY_MS = 2000;

type Field = 'password' | 'confirmPassword';

/**
 * /reset-password?token=… (spec §2/§5): a new password and its confirmation (paste blocked), checked
 * in the order strength, match, token.
 */
export default function ResetPassword({ accountMenu }: RemotePageProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { errors, loading, reject, send } = useFormSubmit<Field>();
  const [done, setDone] = useState(false);
  const refs = {
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    // The id keeps one toast when the effect runs twice (React strict mode).
    if (!token) toast.error(INVALID_OR_MISSING_TOKEN, { id: 'reset-missing-token' });
  }, [token]);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateResetPassword(password, confirm, token);
    // A missing token is the link's fault, not a field's: it shows above the form.
    if (problem?.field === 'token') return reject('form', problem.message, null);
    if (problem) return reject(problem.field, problem.message, refs[problem.field].current);
    await send(async () => {
      toast.success(await resetPassword(token, password));
      setDone(true);
      redirect.current = setTimeout(() => navigate('/login'), RESET_REDIRECT_DELAY_MS);
    }, authMessages.changePasswordFailure);
  };

  return (
    <AuthCard
      accountMenu={accountMenu}
      title="Reset Password"
      lead="Choose a new password for your account."
    >
      {!token ? <FormError role="alert">{INVALID_OR_MISSING_TOKEN}</FormError> : null}
      {done ? (
        <p role="status">
          {authMessages.changePasswordSuccess} <Link to="/login">Login</Link>
        </p>
      ) : null}
      <form onSubmit={submit} noValidate aria-label="Reset Password">
        {errors.form && errors.form !== INVALID_OR_MISSING_TOKEN ? (
          <FormError role="alert">{errors.form}</FormError>
        ) : null}
        <PasswordField
          ref={refs.password}
          label="New Password"
          name="password"
          autoComplete="new-password"
          hint="At least 8 characters with an uppercase and a lowercase letter, a number and one of @ $ ! % * ? &"
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          ref={refs.confirmPassword}
          label="Confirm Password"
          name="confirmPassword"
          autoComplete="new-password"
          hint="Type it again: pasting is turned off here."
          value={confirm}
          error={errors.confirmPassword}
          onChange={(event) => setConfirm(event.target.value)}
          onPaste={(event) => event.preventDefault()}
        />
        <Button type="submit" fullWidth loading={loading} loadingLabel="Updating....">
          Update Password
        </Button>
      </form>
      <FormLinks>
        <Link to="/forgot-password">Request a new link</Link>
        <Link to="/login">Back to Login</Link>
      </FormLinks>
    </AuthCard>
  );
}
