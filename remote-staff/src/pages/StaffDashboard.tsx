import { useState } from 'react';
import { CARD_PAGE_SIZE, useSession, type Case, type Paging } from 'shared-api';
import { caseQueries, usePagedQuery } from 'shared-api/queries';
import {
  ButtonLink,
  Button,
  CardGrid,
  CaseCard,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeading,
  Pagination,
  type RemotePageProps,
} from 'shared-ui';
import { StaffCaseView } from '../cases/StaffCaseView';
import { StaffLayout } from '../layout/StaffLayout';

/**
 * The lawyer's dashboard (spec §2): the cases assigned to their e-mail as read-only cards,
 * 3 per page (paged by the server), each with a View modal.
 */
export default function StaffDashboard({ accountMenu }: RemotePageProps) {
  const email = useSession((s) => s.email);
  const [viewed, setViewed] = useState<Case | null>(null);
  const list = usePagedQuery(
    (paging: Paging) => caseQueries.assignedPage(email ?? '', paging),
    CARD_PAGE_SIZE,
    email !== null,
  );

  let body;
  if (list.error && list.items.length === 0) {
    body = <ErrorState message={list.error} onRetry={list.refetch} />;
  } else if (list.loading) {
    body = <LoadingState label="Loading cases..." />;
  } else if (list.items.length === 0) {
    body = <EmptyState title="No Cases assigned to you" />;
  } else {
    body = (
      <>
        <CardGrid>
          {list.items.map((item) => (
            <CaseCard
              key={item._id}
              case={item}
              actions={
                <>
                  <Button variant="secondary" onClick={() => setViewed(item)}>
                    View
                  </Button>
                  <ButtonLink to={`/messages/${encodeURIComponent(item._id)}`}>Messages</ButtonLink>
                </>
              }
            />
          ))}
        </CardGrid>
        {list.totalPages > 1 ? (
          <Pagination page={list.page} totalPages={list.totalPages} onPageChange={list.setPage} />
        ) : null}
      </>
    );
  }

  return (
    <StaffLayout accountMenu={accountMenu}>
      <PageHeading count={list.loading ? undefined : list.total}>Assigned Cases</PageHeading>
      {body}
      <StaffCaseView item={viewed} onClose={() => setViewed(null)} />
    </StaffLayout>
  );
}
