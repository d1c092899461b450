import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CASE_STATUSES, CARD_PAGE_SIZE } from 'shared-contract';
import { useSession, type Case, type Paging } from 'shared-api';
import { usePagedQuery } from 'shared-api/queries';
import { caseQueries, useCaseSearch, CaseCard, useCaseWords } from 'shared-cases';
import {
  ButtonLink,
  Button,
  CardGrid,
  SelectField,
  TextField,
  type RemotePageProps,
} from 'shared-ui';
import { PageHeading, PagedList } from 'shared-ui/dashboard';
import { useT } from 'shared-i18n';
import { StaffCaseView } from '../cases/StaffCaseView';
import { StaffLayout } from '../layout/StaffLayout';
import { StaffAgenda } from '../dates/StaffAgenda';

/** Typing waits this long for the next key before the cases are asked again. */
const SEARCH_DEBOUNCE_MS = 150;

const Filters = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space(3)};
  @media (max-width: 639px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const isStatus = (value: string | null): value is string =>
  (CASE_STATUSES as readonly string[]).includes(value ?? '');

/**
 * The lawyer's search over their own cases (words, status), in the URL; with neither, the plain
 * assigned list. The server holds a lawyer's search to the cases assigned to them.
 */
function useStaffSearch() {
  const t = useT();
  const words = useCaseWords();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const status = isStatus(params.get('status')) ? params.get('status')! : '';
  const [text, setText] = useState(q);
  const [page, setPage] = useState(1);
  const set = (name: 'q' | 'status', value: string, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace },
    );
  useEffect(() => setText(q), [q]);
  useEffect(() => setPage(1), [q, status]);
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => set('q', text.trim(), true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `set` reads the URL of its render: the timer restarts when the status changes, so the
    // words never undo a status picked meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, q, status]);
  const searching = q !== '' || status !== '';
  const found = useCaseSearch(
    { ...(q ? { q } : {}), ...(status ? { status } : {}), page, limit: CARD_PAGE_SIZE },
    searching,
  );
  const filters = (
    <Filters
      role="search"
      aria-label={t('staff.search.region')}
      onSubmit={(e) => e.preventDefault()}
    >
      <TextField
        label={t('staff.search.label')}
        type="search"
        placeholder={t('staff.search.placeholder')}
        maxLength={200}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <SelectField
        label={t('staff.search.status')}
        placeholder={t('staff.search.anyStatus')}
        options={CASE_STATUSES.map((value) => ({ value, label: words.status(value) }))}
        value={status}
        onChange={(event) => set('status', event.target.value)}
      />
    </Filters>
  );
  return { searching, list: { ...found, page, setPage }, filters };
}

/**
 * The lawyer's dashboard: their week's hearings and meetings and the documents they still wait
 * for, then the cases assigned to their e-mail as read-only cards,
 * 3 per page (paged by the server), each with a View modal.
 */
export default function StaffDashboard({ accountMenu }: RemotePageProps) {
  const t = useT();
  const email = useSession((s) => s.email);
  const [viewedId, setViewedId] = useState<string | null>(null);
  const search = useStaffSearch();
  const assigned = usePagedQuery(
    (paging: Paging) => caseQueries.assignedPage(email ?? '', paging),
    CARD_PAGE_SIZE,
    email !== null && !search.searching,
  );
  const list = search.searching ? search.list : assigned;

  return (
    <StaffLayout accountMenu={accountMenu}>
      <PageHeading count={list.loading ? undefined : list.total}>
        {t('staff.dashboard.heading')}
      </PageHeading>
      <StaffAgenda />
      {search.filters}
      <PagedList
        list={list}
        loadingLabel={t('staff.dashboard.loading')}
        emptyTitle={t(search.searching ? 'staff.dashboard.noMatch' : 'staff.dashboard.empty')}
      >
        {(cases) => (
          <CardGrid>
            {cases.map((item) => (
              <CaseCard
                key={item._id}
                case={item}
                reader="adminStaff"
                actions={
                  <>
                    <Button variant="secondary" onClick={() => setViewedId(item._id)}>
                      {t('staff.dashboard.view')}
                    </Button>
                    <ButtonLink to={`/messages/${encodeURIComponent(item._id)}`}>
                      {t('staff.dashboard.messages')}
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
        item={(list.items as Case[]).find((item) => item._id === viewedId) ?? null}
        onClose={() => setViewedId(null)}
      />
    </StaffLayout>
  );
}
