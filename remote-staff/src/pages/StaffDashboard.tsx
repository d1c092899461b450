import { useEffect, useState } from 'react';
import {
  CARD_PAGE_SIZE,
  getAssignedCases,
  pageCount,
  useSession,
  type Case,
  type Page,
} from 'shared-api';
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
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<Page<Case> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [viewed, setViewed] = useState<Case | null>(null);

  useEffect(() => {
    if (!email) return undefined;
    let current = true;
    getAssignedCases(email, { page, limit: CARD_PAGE_SIZE }).then(
      (result) => {
        if (!current) return;
        setError(null);
        setAnswer(result);
      },
      (failure: unknown) =>
        current && setError(failure instanceof Error ? failure.message : String(failure)),
    );
    return () => {
      current = false;
    };
  }, [email, page, attempt]);

  const total = answer?.total ?? 0;
  const totalPages = pageCount(total, CARD_PAGE_SIZE);

  let body;
  if (error && !answer) {
    body = <ErrorState message={error} onRetry={() => setAttempt((n) => n + 1)} />;
  } else if (!answer) {
    body = <LoadingState label="Loading cases..." />;
  } else if (answer.items.length === 0) {
    body = <EmptyState title="No Cases assigned to you" />;
  } else {
    body = (
      <>
        <CardGrid>
          {answer.items.map((item) => (
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
        {totalPages > 1 ? (
          <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
        ) : null}
      </>
    );
  }

  return (
    <StaffLayout accountMenu={accountMenu}>
      <PageHeading count={answer ? total : undefined}>Assigned Cases</PageHeading>
      {body}
      <StaffCaseView item={viewed} onClose={() => setViewed(null)} />
    </StaffLayout>
  );
}
