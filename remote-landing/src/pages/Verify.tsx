import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import { authMessages, verifyEmail, type VerifyAnswer } from 'shared-api';
import { FormError, type RemotePageProps } from 'shared-ui';
import { Trans, useT } from 'shared-i18n';
import { AuthCard } from '../layout/AuthCard';
import { messageOf } from '../forms/messageOf';

/**
 * One request per token, however often the page mounts (React strict mode runs effects twice, and
 * a verification token is single-use: a second request would report a failure).
 */
const verifications = new Map<string, Promise<VerifyAnswer>>();

function verifyOnce(token: string): Promise<VerifyAnswer> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = token
      ? verifyEmail(token)
      : Promise.resolve({ status: 'error', message: authMessages.verifyInvalid });
    verifications.set(token, pending);
  }
  return pending;
}

type Outcome = { status: 'pending' } | { status: 'success' | 'error'; message: string };

/** /verify?token=…: verifies the e-mail, a toast either way, a Login link on success. */
export default function Verify({ accountMenu }: RemotePageProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ status: 'pending' });
  const t = useT();

  useEffect(() => {
    let active = true;
    verifyOnce(token).then(
      (answer) => {
        if (!active) return;
        setOutcome(answer);
        if (answer.status === 'success') toast.success(answer.message, { id: `verify-${token}` });
        else toast.error(answer.message, { id: `verify-${token}` });
      },
      (error: unknown) => {
        if (!active) return;
        const message = messageOf(error, authMessages.verifyFailure);
        setOutcome({ status: 'error', message });
        toast.error(message, { id: `verify-${token}` });
      },
    );
    return () => {
      active = false;
    };
  }, [token]);

  return (
    <AuthCard accountMenu={accountMenu} title={t('landing.verify.title')}>
      {outcome.status === 'pending' ? <p role="status">{t('landing.verify.pending')}</p> : null}
      {outcome.status === 'success' ? (
        <>
          <p role="status">{t('landing.verify.ready', { message: outcome.message })}</p>
          <p>
            <Link to="/login">{t('landing.login.title')}</Link>
          </p>
        </>
      ) : null}
      {outcome.status === 'error' ? (
        <>
          <FormError role="alert">{outcome.message}</FormError>
          <p>
            <Trans id="landing.verify.expired" components={{ link: <Link to="/register" /> }} />
          </p>
        </>
      ) : null}
    </AuthCard>
  );
}
