import type { RemotePageProps } from 'shared-ui';
import { useT } from 'shared-i18n';
import { CaseListSection } from '../cases/CaseListSection';
import { AdminLayout } from '../layout/AdminLayout';

/** The cases the admin flagged Done, newest first, searched, filtered and sorted on the server. */
export default function ArchivedCases({ accountMenu }: RemotePageProps) {
  const t = useT();
  return (
    <AdminLayout accountMenu={accountMenu}>
      <CaseListSection
        heading={t('admin.archived.heading')}
        emptyText={t('admin.archived.empty')}
        archive
        withActions
      />
    </AdminLayout>
  );
}
