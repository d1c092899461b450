import { ADMIN_PAGE_SIZE, getAllCases } from 'shared-api';
import type { RemotePageProps } from 'shared-ui';
import { CaseListSection } from '../cases/CaseListSection';
import { AdminLayout } from '../layout/AdminLayout';
import { withFirstPagePrefetch } from '../data/firstPagePrefetch';

/** Newest first, one server page at a time (spec §2: 10 per page); page 1 asked for on load. */
const loadSubmitted = withFirstPagePrefetch(
  (page: number, limit: number) => getAllCases({ page, limit }),
  ADMIN_PAGE_SIZE,
);

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
