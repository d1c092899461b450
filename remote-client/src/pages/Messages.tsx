import type { RemotePageProps } from 'shared-ui';
import { PageHeading } from 'shared-ui/dashboard';
import { InboxPanel } from 'shared-messages';
import { useT } from 'shared-i18n';
import { ClientLayout } from '../layout/ClientLayout';

/** /messages for a client: a thread per case, newest activity first, with unread badges. */
export default function Messages({ accountMenu }: RemotePageProps) {
  const t = useT();
  return (
    <ClientLayout title={t('client.layout.dashboardTitle')} accountMenu={accountMenu}>
      <PageHeading>{t('client.messages.heading')}</PageHeading>
      <InboxPanel
        pathFor={(caseId) => `/messages/${encodeURIComponent(caseId)}`}
        emptyTitle={t('client.messages.empty')}
      />
    </ClientLayout>
  );
}
