import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type Case } from 'shared-api';
import { CARD_PAGE_SIZE, isCaseLocked, pageCount, pageSlice } from 'shared-contract';
import { useCaseAgendas, useDeleteCase, useOwnCases, CaseAgenda, CaseCard } from 'shared-cases';
import { ButtonLink, Button, CardGrid, type RemotePageProps } from 'shared-ui';
import {
  ConfirmDialog,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeading,
  Pagination,
} from 'shared-ui/dashboard';
import { useT } from 'shared-i18n';
import { ClientLayout } from '../layout/ClientLayout';
import { CaseDetailsModal } from '../cases/CaseDetailsModal';
import { SubmitCaseModal } from '../cases/SubmitCaseModal';
import { CaseLockNotice } from '../cases/CaseLockNotice';

const SUBMIT_PARAM = 'submit';

/** A card's buttons; Edit and Delete stay visible but disabled, with the reason, once assigned. */
function CardActions({
  item,
  onView,
  onDelete,
}: {
  item: Case;
  onView: (id: string) => void;
  onDelete: (item: Case) => void;
}) {
  const t = useT();
  const lockId = `case-lock-${item._id}`;
  const locked = isCaseLocked(item);
  return (
    <>
      <Button variant="secondary" onClick={() => onView(item._id)}>
        {t('client.card.view')}
      </Button>
      {locked ? (
        <Button variant="secondary" disabled aria-describedby={lockId}>
          {t('client.card.edit')}
        </Button>
      ) : (
        <ButtonLink to={`/update-case/${encodeURIComponent(item._id)}`}>
          {t('client.card.edit')}
        </ButtonLink>
      )}
      <ButtonLink to={`/messages/${encodeURIComponent(item._id)}`}>
        {t('client.card.messages')}
      </ButtonLink>
      <Button
        variant="danger"
        onClick={() => onDelete(item)}
        disabled={locked}
        aria-describedby={locked ? lockId : undefined}
      >
        {t('client.card.delete')}
      </Button>
      {locked ? <CaseLockNotice caseId={item._id} id={lockId} /> : null}
    </>
  );
}

/** /user-dashboard: the client's cases as cards, 3 a page, and what they can do with them. */
export default function UserDashboard({ accountMenu }: RemotePageProps) {
  const t = useT();
  const { cases, loading, error, refetch } = useOwnCases();
  const { remove, deleting } = useDeleteCase();
  const agendaOf = useCaseAgendas(cases.length > 0);
  const [page, setPage] = useState(1);
  const [viewId, setViewId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Case | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const submitOpen = searchParams.has(SUBMIT_PARAM);

  const totalPages = pageCount(cases.length, CARD_PAGE_SIZE);
  const current = Math.min(page, totalPages); // a delete may empty the last page
  const visible = pageSlice(cases, current, CARD_PAGE_SIZE);

  const openSubmit = () =>
    setSearchParams((params) => {
      params.set(SUBMIT_PARAM, 'case');
      return params;
    });
  const closeSubmit = () =>
    setSearchParams(
      (params) => {
        params.delete(SUBMIT_PARAM);
        return params;
      },
      { replace: true },
    );

  const confirmDelete = async () => {
    if (!toDelete) return;
    await remove(toDelete._id); // it toasts either way
    setToDelete(null);
  };

  let body;
  if (loading && cases.length === 0) body = <LoadingState label={t('client.dashboard.loading')} />;
  else if (error) body = <ErrorState message={error} onRetry={refetch} />;
  else if (cases.length === 0) body = <EmptyState title={t('client.dashboard.empty')} />;
  else
    body = (
      <>
        <CardGrid>
          {visible.map((item) => (
            <CaseCard
              key={item._id}
              case={item}
              reader="client"
              facts={<CaseAgenda {...agendaOf(item._id)} />}
              actions={<CardActions item={item} onView={setViewId} onDelete={setToDelete} />}
            />
          ))}
        </CardGrid>
        {totalPages > 1 ? (
          <Pagination page={current} totalPages={totalPages} onPageChange={setPage} />
        ) : null}
      </>
    );

  return (
    <ClientLayout title={t('client.layout.dashboardTitle')} accountMenu={accountMenu}>
      <PageHeading
        actions={<Button onClick={openSubmit}>{t('client.dashboard.submitCase')}</Button>}
      >
        {/* No count while it is unknown: a failed or first load is not "0 cases". */}
        {(error || loading) && cases.length === 0
          ? t('client.dashboard.heading')
          : t('client.dashboard.headingCount', { count: cases.length })}
      </PageHeading>
      {body}
      <SubmitCaseModal open={submitOpen} onClose={closeSubmit} />
      <CaseDetailsModal caseId={viewId} onClose={() => setViewId(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        message={t('client.delete.question')}
        confirmLabel={t('client.delete.yes')}
        cancelLabel={t('client.delete.cancel')}
        busy={deleting}
        busyLabel={t('client.delete.busy')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </ClientLayout>
  );
}
