import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import toast from 'react-hot-toast';
import { authMessages, requestPasswordReset } from 'shared-api';
import { Button, TextField, FormError, type RemotePageProps } from 'shared-ui';
import { useT } from 'shared-i18n';
import { AuthCard, FormLinks } from '../layout/AuthCard';
import { useFormSubmit } from '../forms/useFormSubmit';

/** A catalogue key: said in the page's language. */
export const FORGOT_EMAIL_REQUIRED = 'landing.login.emailRequired';

/** /forgot-password: sends the reset e-mail; fixed texts for success and failure. */
export default function ForgotPassword({ accountMenu }: RemotePageProps) {
  const [email, setEmail] = useState('');
  const t = useT();
  const { errors, loading, reject, send } = useFormSubmit<'email'>();
  const [sent, setSent] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.trim() === '') return reject('email', t(FORGOT_EMAIL_REQUIRED), input.current);
    await send(async () => {
      toast.success(await requestPasswordReset(email.trim()));
      setSent(true);
    }, authMessages.resetRequestFailure);
  };

  return (
    <AuthCard
      accountMenu={accountMenu}
      title={t('landing.forgot.title')}
      lead={t('landing.forgot.lead')}
    >
      <form onSubmit={submit} noValidate aria-label={t('landing.forgot.title')}>
        {errors.form ? <FormError role="alert">{errors.form}</FormError> : null}
        {sent ? (
          <p role="status">
            {authMessages.resetRequestSuccess} {t('landing.forgot.openWithinHour')}
          </p>
        ) : null}
        <TextField
          ref={input}
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
        <Button
          type="submit"
          fullWidth
          loading={loading}
          loadingLabel={t('landing.forgot.loading')}
        >
          {t('landing.forgot.send')}
        </Button>
      </form>
      <FormLinks>
        <Link to="/login">{t('landing.form.backToLogin')}</Link>
      </FormLinks>
    </AuthCard>
  );
}
