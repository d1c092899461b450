import { useState } from 'react';
import { CARD_PAGE_SIZE, useSession, type Case, type Paging } from 'shared-api';
import { caseQueries, usePagedQuery } from 'shared-api/queries';
import {
  ButtonLink,
  Button,
  CardGrid,
  CaseCard,
  PageHeading,
  PagedList,
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
  const [viewedId, setViewedId] = useState<string | null>(null);
  const list = usePagedQuery(
    (paging: Paging) => caseQueries.assignedPage(email ?? '', paging),
    CARD_PAGE_SIZE,
    email !== null,
  );

  return (
    <StaffLayout accountMenu={accountMenu}>
      <PageHeading count={list.loading ? undefined : list.total}>Assigned Cases</PageHeading>
      <PagedList list={list} loadingLabel="Loading cases..." emptyTitle="No Cases assigned to you">
        {(cases) => (
          <CardGrid>
            {cases.map((item) => (
              <CaseCard
                key={item._id}
                case={item}
                actions={
                  <>
                    <Button variant="secondary" onClick={() => setViewedId(item._id)}>
                      View
                    </Button>
                    <ButtonLink to={`/messages/${encodeURIComponent(item._id)}`}>
                      Messages
                    </ButtonLink>
                  </>
                }
              />
            ))}
          </CardGrid>
        )}
      </PagedList>
      {/* The case as the list has it now: a status change shows in the open view too. */}
      <StaffCaseView
        item={list.items.find((item: Case) => item._id === viewedId) ?? null}
        onClose={() => setViewedId(null)}
      />
    </StaffLayout>
  );
}
