import type { RemotePageProps } from 'shared-ui';
import { CaseThreadView } from 'shared-messages';
import { useT } from 'shared-i18n';
import { ClientLayout } from '../layout/ClientLayout';

/** /messages/:caseId for a client: the conversation about one of their cases. */
export default function MessageThread({ accountMenu }: RemotePageProps) {
  const t = useT();
  return (
    <ClientLayout title={t('client.layout.dashboardTitle')} accountMenu={accountMenu}>
      <CaseThreadView />
    </ClientLayout>
  );
}
