import { useEffect, useRef, useState } from 'react';
import { ADMIN_PAGE_SIZE } from 'shared-contract';
import {
  caseTexts,
  deleteCase,
  type CaseListRow,
  invalidateCases,
  useCaseSearch,
} from 'shared-cases';
import { useQuery, userQueries } from 'shared-api/queries';
import { VisuallyHidden, toast } from 'shared-ui';
import { ConfirmDialog, PageHeading, PagedList } from 'shared-ui/dashboard';
import { AdminCaseView } from './AdminCaseView';
import { BulkActions } from './BulkActions';
import { CaseFilters, type LawyerChoice } from './CaseFilters';
import { ADMIN_ACTION_CLOSE_MS, CaseActionsModal } from './CaseActionsModal';
import { CasesTable } from './CasesTable';
import { EditCaseModal } from './EditCaseModal';
import { ExportCsvButton } from './ExportCsvButton';
import { useT } from 'shared-i18n';
import { useCaseListUrl } from './useCaseListUrl';

export interface CaseListSectionProps {
  heading: string;
  emptyText: string;
  /** The archive: only cases flagged Done. */
  archive?: boolean;
  /** Offer Edit, Delete and the Actions modal on each row. */
  withActions?: boolean;
}

/** The lawyers by name for the filter (the admin's users list), e-mail when a name is blank. */
function useLawyerChoices(): LawyerChoice[] {
  const answer = useQuery(userQueries.page({ page: 1, limit: 100, role: 'adminStaff' })).data;
  return (answer?.items ?? []).map((user) => ({
    email: user.email,
    name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
  }));
}

/**
 * A heading with the count, the search box and filters, the cases table 10 per page (searched,
 * filtered, sorted and paged by the server, all in the URL), the View, Actions and Delete dialogs.
 */
export function CaseListSection({
  heading,
  emptyText,
  archive,
  withActions,
}: CaseListSectionProps) {
  const t = useT();
  const url = useCaseListUrl();
  const view = archive ? { ...url.view, flag: 'Done' } : url.view;
  const list = useCaseSearch({ ...view, page: url.page, limit: ADMIN_PAGE_SIZE });
  const lawyers = useLawyerChoices();
  const [viewed, setViewed] = useState<CaseListRow | null>(null);
  const [acting, setActing] = useState<CaseListRow | null>(null);
  const [editing, setEditing] = useState<CaseListRow | null>(null);
  const [deleting, setDeleting] = useState<CaseListRow | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  // The rows picked for a bulk action: kept from page to page (the bar counts them all),
  // forgotten when the search, filters or sort change.
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const viewKey = JSON.stringify(url.view);
  useEffect(() => setPicked(new Set()), [viewKey]);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A case changed: every list and count that shows it is fetched again.
  const refetch = () => void invalidateCases();
  const filtered = Object.keys(url.view).length > 0;
  // Past the server's count cap the total is "at least": 1000+.
  const found = list.totalExact ? list.total : `${list.total}+`;

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // The list shrank under us (a case left the view): show its new last page.
  const { setPage } = url;
  const beyond = !list.loading && !list.stale && list.items.length === 0 && url.page > 1;
  useEffect(() => {
    if (beyond) setPage(Math.max(1, list.totalPages));
  }, [beyond, list.totalPages, setPage]);

  // Saved: the row shows its new values at once; the modal closes about 5 s later.
  const afterActions = () => {
    refetch();
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => {
      refetch();
      setActing(null);
    }, ADMIN_ACTION_CLOSE_MS);
  };

  const toggle = (id: string) =>
    setPicked((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  // The page's box picks or drops this page's rows; rows picked on other pages stay picked.
  const toggleAll = () =>
    setPicked((now) => {
      const next = new Set(now);
      const all = list.items.every((item) => now.has(item.id));
      for (const item of list.items) {
        if (all) next.delete(item.id);
        else next.add(item.id);
      }
      return next;
    });

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deleteCase(deleting.id);
      toast.success(caseTexts.deleted);
    } catch {
      toast.error(caseTexts.deleteFailure);
    }
    setDeleteBusy(false);
    setDeleting(null);
    refetch();
  };

  return (
    <section>
      <PageHeading count={list.loading ? undefined : found}>{heading}</PageHeading>
      <CaseFilters list={url} lawyers={lawyers} withFlag={!archive}>
        <ExportCsvButton view={view} />
      </CaseFilters>
      {withActions && picked.size > 0 ? (
        <BulkActions
          ids={[...picked]}
          lawyers={lawyers}
          onClear={() => setPicked(new Set())}
          onDone={() => {
            setPicked(new Set());
            refetch();
          }}
        />
      ) : null}
      <VisuallyHidden aria-live="polite">
        {list.loading || list.stale
          ? ''
          : list.totalExact
            ? t('admin.list.found', { count: list.total })
            : t('admin.list.foundAtLeast', { count: list.total })}
      </VisuallyHidden>
      <PagedList
        list={{ ...list, page: url.page, setPage: url.setPage }}
        loadingLabel={t('admin.list.loading')}
        emptyTitle={filtered ? t('admin.list.noMatch') : emptyText}
        onRetry={refetch}
      >
        {(cases) => (
          <CasesTable
            caption={t('admin.list.caption', {
              heading,
              page: url.page,
              pages: list.totalPages,
            })}
            cases={cases}
            view={view}
            onSort={(choice) => url.setView({ sort: choice.sort, order: choice.order })}
            onView={setViewed}
            actions={
              withActions
                ? { onEdit: setEditing, onDelete: setDeleting, onActions: setActing }
                : undefined
            }
            selection={withActions ? { ids: picked, toggle, toggleAll } : undefined}
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
          onRefused={refetch}
        />
      ) : null}
      {editing ? (
        <EditCaseModal
          key={editing.id}
          item={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refetch();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        message={t('admin.delete.message')}
        confirmLabel={t('admin.delete.confirm')}
        cancelLabel={t('admin.delete.cancel')}
        busy={deleteBusy}
        busyLabel={t('admin.delete.busy')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
