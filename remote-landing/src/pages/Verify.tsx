import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import toast from 'react-hot-toast';
import { authMessages, verifyEmail, type VerifyAnswer } from 'shared-api';
import { FormError, type RemotePageProps } from 'shared-ui';
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

/** /verify?token=… (spec §2/§4/§8): verifies the e-mail, a toast either way, a Login link on success. */
export default function Verify({ accountMenu }: RemotePageProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ status: 'pending' });

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
    <AuthCard accountMenu={accountMenu} title="Email Verification">
      {outcome.status === 'pending' ? <p role="status">Verifying your e-mail…</p> : null}
      {outcome.status === 'success' ? (
        <>
          <p role="status">{outcome.message}. Your account is ready.</p>
          <p>
            <Link to="/login">Login</Link>
          </p>
        </>
      ) : null}
      {outcome.status === 'error' ? (
        <>
          <FormError role="alert">{outcome.message}</FormError>
          <p>
            The link may have expired or been used already. Try to log in, or{' '}
            <Link to="/register">register again</Link>.
          </p>
        </>
      ) : null}
    </AuthCard>
  );
}
