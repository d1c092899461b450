import { useEffect, useRef, useState } from 'react';
import { ADMIN_PAGE_SIZE, type Case, type Paging } from 'shared-api';
import { caseQueries, invalidateCases, usePagedQuery } from 'shared-api/queries';
import { PageHeading, PagedList } from 'shared-ui';
import { AdminCaseView } from './AdminCaseView';
import { ADMIN_ACTION_CLOSE_MS, CaseActionsModal } from './CaseActionsModal';
import { CasesTable } from './CasesTable';

export interface CaseListSectionProps {
  heading: string;
  emptyText: string;
  /** The query of one server page (shared-api/queries). */
  query: (paging: Paging) => ReturnType<typeof caseQueries.allPage>;
  /** Offer Edit, Delete and the Actions modal on each row. */
  withActions?: boolean;
}

/** A heading with the count, the cases table 10 per page (server-side), the View and Actions modals. */
export function CaseListSection({ heading, emptyText, query, withActions }: CaseListSectionProps) {
  const list = usePagedQuery(query, ADMIN_PAGE_SIZE);
  const [viewed, setViewed] = useState<Case | null>(null);
  const [acting, setActing] = useState<Case | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // An admin action changed a case: every list and count that shows it is fetched again.
  const refetch = () => void invalidateCases();

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const afterActions = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      refetch();
      setActing(null);
    }, ADMIN_ACTION_CLOSE_MS);
  };

  return (
    <section>
      <PageHeading count={list.loading ? undefined : list.total}>{heading}</PageHeading>
      <PagedList
        list={list}
        loadingLabel="Loading cases..."
        emptyTitle={emptyText}
        onRetry={refetch}
      >
        {(cases) => (
          <CasesTable
            caption={`${heading}, page ${list.page} of ${list.totalPages}`}
            cases={cases}
            onView={setViewed}
            onActions={withActions ? setActing : undefined}
          />
        )}
      </PagedList>
      <AdminCaseView item={viewed} onClose={() => setViewed(null)} />
      {acting ? (
        <CaseActionsModal
          key={acting.id}
          item={acting}
          onClose={() => {
            clearTimeout(closeTimer.current);
            setActing(null);
            refetch();
          }}
          onSettled={afterActions}
        />
      ) : null}
    </section>
  );
}
