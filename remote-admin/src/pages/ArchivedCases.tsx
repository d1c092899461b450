import type { RemotePageProps } from 'shared-ui';
import { CaseListSection } from '../cases/CaseListSection';
import { AdminLayout } from '../layout/AdminLayout';

/** The cases the admin flagged Done, newest first, searched, filtered and sorted on the server. */
export default function ArchivedCases({ accountMenu }: RemotePageProps) {
  return (
    <AdminLayout accountMenu={accountMenu}>
      <CaseListSection heading="Archived Cases" emptyText="No archived cases" archive withActions />
    </AdminLayout>
  );
}
