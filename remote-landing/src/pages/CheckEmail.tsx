import { Link } from 'react-router-dom';
import type { RemotePageProps } from 'shared-ui';
import { useT } from 'shared-i18n';
import { AuthCard } from '../layout/AuthCard';

/** /verifyno1: tells the new client to confirm the account from their e-mail. */
export default function CheckEmail({ accountMenu }: RemotePageProps) {
  const t = useT();
  return (
    <AuthCard accountMenu={accountMenu} title={t('landing.checkEmail.title')}>
      <p>{t('landing.checkEmail.text')}</p>
      <p>{t('landing.checkEmail.spam')}</p>
      <p>
        <Link to="/login">{t('landing.checkEmail.toLogin')}</Link>
      </p>
    </AuthCard>
  );
}
