import { getAllCases } from 'shared-api';
import type { RemotePageProps } from 'shared-ui';
import { CaseListSection } from '../cases/CaseListSection';
import { AdminLayout } from '../layout/AdminLayout';

/** The cases the admin flagged Done, newest first, one server page at a time. */
const loadArchived = (page: number, limit: number) => getAllCases({ page, limit, flag: 'Done' });

export default function ArchivedCases({ accountMenu }: RemotePageProps) {
  return (
    <AdminLayout accountMenu={accountMenu}>
      <CaseListSection
        heading="Archived Cases"
        emptyText="No archived cases"
        load={loadArchived}
        withActions
      />
    </AdminLayout>
  );
}
