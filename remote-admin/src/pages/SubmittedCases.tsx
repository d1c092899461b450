import type { RemotePageProps } from 'shared-ui';
import { CaseListSection } from '../cases/CaseListSection';
import { AdminLayout } from '../layout/AdminLayout';

/** Every case, newest first, 10 a page (spec §2), searched, filtered and sorted on the server. */
export default function SubmittedCases({ accountMenu }: RemotePageProps) {
  return (
    <AdminLayout accountMenu={accountMenu}>
      <CaseListSection heading="Submitted Cases" emptyText="No Cases submitted yet" withActions />
    </AdminLayout>
  );
}
