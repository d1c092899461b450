import { Link } from 'react-router-dom';
import type { RemotePageProps } from 'shared-ui';
import { AuthCard } from '../layout/AuthCard';

/** /verifyno (spec §2): the "Account Verified" page with a login link. */
export default function VerifyNo({ accountMenu }: RemotePageProps) {
  return (
    <AuthCard accountMenu={accountMenu} title="Account Verified">
      <p>Your e-mail address is confirmed. You can now log in and submit your case.</p>
      <p>
        <Link to="/login">Login</Link>
      </p>
    </AuthCard>
  );
}
