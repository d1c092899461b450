import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import toast from 'react-hot-toast';
import { authMessages, requestPasswordReset } from 'shared-api';
import { Button, TextField, FormError, type RemotePageProps } from 'shared-ui';
import { AuthCard, FormLinks } from '../layout/AuthCard';
import { useFormSubmit } from '../forms/useFormSubmit';

export const FORGOT_EMAIL_REQUIRED = 'Email is required.';

/** /forgot-password (spec §2/§8): sends the reset e-mail. */
export default function ForgotPassword({ accountMenu }: RemotePageProps) {
  const [email, setEmail] = useState('');
  const { errors, loading, reject, send } = useFormSubmit<'email'>();
  const [sent, setSent] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.trim() === '') return reject('email', FORGOT_EMAIL_REQUIRED, input.current);
    await send(async () => {
      toast.success(await requestPasswordReset(email.trim()));
      setSent(true);
    }, authMessages.resetRequestFailure);
  };

  return (
    <AuthCard
      accountMenu={accountMenu}
      title="Forgot Password"
      lead="Enter the e-mail of your account and we will send you a link to choose a new password."
    >
      <form onSubmit={submit} noValidate aria-label="Forgot Password">
        {errors.form ? <FormError role="alert">{errors.form}</FormError> : null}
        {sent ? (
          <p role="status">
            {authMessages.resetRequestSuccess} Open the link in the e-mail within one hour.
          </p>
        ) : null}
        <TextField
          ref={input}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" fullWidth loading={loading} loadingLabel="Verifying...">
          Send Email
        </Button>
      </form>
      <FormLinks>
        <Link to="/login">Back to Login</Link>
      </FormLinks>
    </AuthCard>
  );
}
