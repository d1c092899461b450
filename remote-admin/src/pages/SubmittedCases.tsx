import type { Paging } from 'shared-api';
import { caseQueries } from 'shared-api/queries';
import type { RemotePageProps } from 'shared-ui';
import { CaseListSection } from '../cases/CaseListSection';
import { AdminLayout } from '../layout/AdminLayout';

/** Newest first, one server page at a time (spec §2: 10 per page); the shell's loader asks for page 1. */
const submittedPage = (paging: Paging) => caseQueries.allPage(paging);

export default function SubmittedCases({ accountMenu }: RemotePageProps) {
  return (
    <AdminLayout accountMenu={accountMenu}>
      <CaseListSection
        heading="Submitted Cases"
        emptyText="No Cases submitted yet"
        query={submittedPage}
        withActions
      />
    </AdminLayout>
  );
}
