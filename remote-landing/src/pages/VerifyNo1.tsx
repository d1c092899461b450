import { Link } from 'react-router-dom';
import type { RemotePageProps } from 'shared-ui';
import { AuthCard } from '../layout/AuthCard';

/** /verifyno1 (spec §2): tells the new client to confirm the account from their e-mail. */
export default function VerifyNo1({ accountMenu }: RemotePageProps) {
  return (
    <AuthCard accountMenu={accountMenu} title="Check your e-mail">
      <p>
        We have sent you an e-mail with a link to confirm your account. Open it to verify your
        e-mail address; the link is valid for 24 hours.
      </p>
      <p>Cannot find it? Look in your spam or promotions folder.</p>
      <p>
        <Link to="/login">Go to Login</Link>
      </p>
    </AuthCard>
  );
}
