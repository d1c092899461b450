import type { RemotePageProps } from 'shared-ui';
import { PageHeading } from 'shared-ui/dashboard';
import { InboxPanel } from 'shared-messages';
import { useT } from 'shared-i18n';
import { StaffLayout } from '../layout/StaffLayout';

/** /messages for a lawyer: the threads of the cases assigned to them, with unread badges. */
export default function Messages({ accountMenu }: RemotePageProps) {
  const t = useT();
  return (
    <StaffLayout accountMenu={accountMenu}>
      <PageHeading>{t('staff.messages.heading')}</PageHeading>
      <InboxPanel
        pathFor={(caseId) => `/messages/${encodeURIComponent(caseId)}`}
        showOwner
        emptyTitle={t('staff.messages.empty')}
      />
    </StaffLayout>
  );
}
