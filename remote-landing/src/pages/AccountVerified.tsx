import { Link } from 'react-router-dom';
import type { RemotePageProps } from 'shared-ui';
import { useT } from 'shared-i18n';
import { AuthCard } from '../layout/AuthCard';

/** /verifyno: the "Account Verified" page with a login link. */
export default function AccountVerified({ accountMenu }: RemotePageProps) {
  const t = useT();
  return (
    <AuthCard accountMenu={accountMenu} title={t('landing.verified.title')}>
      <p>{t('landing.verified.text')}</p>
      <p>
        <Link to="/login">{t('landing.login.title')}</Link>
      </p>
    </AuthCard>
  );
}
