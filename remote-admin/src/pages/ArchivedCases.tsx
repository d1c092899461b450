import type { Paging } from 'shared-api';
import { caseQueries } from 'shared-api/queries';
import type { RemotePageProps } from 'shared-ui';
import { CaseListSection } from '../cases/CaseListSection';
import { AdminLayout } from '../layout/AdminLayout';

/** The cases the admin flagged Done, newest first, one server page at a time. */
const archivedPage = (paging: Paging) => caseQueries.allPage({ ...paging, flag: 'Done' });

export default function ArchivedCases({ accountMenu }: RemotePageProps) {
  return (
    <AdminLayout accountMenu={accountMenu}>
      <CaseListSection
        heading="Archived Cases"
        emptyText="No archived cases"
        query={archivedPage}
        withActions
      />
    </AdminLayout>
  );
}
