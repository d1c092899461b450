import type { RemotePageProps } from 'shared-ui';
import { useT } from 'shared-i18n';
import { CaseListSection } from '../cases/CaseListSection';
import { AdminLayout } from '../layout/AdminLayout';

/** Every case, newest first, 10 a page, searched, filtered and sorted on the server. */
export default function SubmittedCases({ accountMenu }: RemotePageProps) {
  const t = useT();
  return (
    <AdminLayout accountMenu={accountMenu}>
      <CaseListSection
        heading={t('admin.submitted.heading')}
        emptyText={t('admin.submitted.empty')}
        withActions
      />
    </AdminLayout>
  );
}
