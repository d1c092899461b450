import { getAllCases } from 'shared-api';
import type { RemotePageProps } from 'shared-ui';
import { CaseListSection } from '../cases/CaseListSection';
import { AdminLayout } from '../layout/AdminLayout';

/** Newest first, one server page at a time (spec §2: 10 per page). */
const loadSubmitted = (page: number, limit: number) => getAllCases({ page, limit });

export default function SubmittedCases({ accountMenu }: RemotePageProps) {
  return (
    <AdminLayout accountMenu={accountMenu}>
      <CaseListSection
        heading="Submitted Cases"
        emptyText="No Cases submitted yet"
        load={loadSubmitted}
        withActions
      />
    </AdminLayout>
  );
}
