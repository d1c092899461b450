import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { type Role, type User } from 'shared-api';
import { ROLES, ADMIN_PAGE_SIZE } from 'shared-contract';
import { usePagedQuery, userQueries } from 'shared-api/queries';
import { BreakableText, SelectField, TextField, type RemotePageProps } from 'shared-ui';
import { PageHeading, PagedList, Table } from 'shared-ui/dashboard';
import { useT, type Translate } from 'shared-i18n';
import { SEARCH_DEBOUNCE_MS } from '../cases/CaseFilters';
import { AdminLayout } from '../layout/AdminLayout';

/** A role's name on screen (Client, Lawyer, Admin); an unknown role as stored. */
const roleName = (t: Translate, role: string) => t('admin.users.roleName', { role });

const Filters = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space(3)};
  @media (max-width: 639px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Below this width of the table's frame (px) each user is a card of labelled values. */
const USERS_CARDS_BELOW_PX = 640;

function fullName(user: User): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

const isRole = (value: string | null): value is Role => ROLES.includes(value as Role);

/** The users a search finds, page by page; another search starts on page 1. */
function UserList({ q, role, filters }: { q: string; role: Role | ''; filters: ReactNode }) {
  const t = useT();
  const list = usePagedQuery((paging) => userQueries.page({ ...paging, q, role }), ADMIN_PAGE_SIZE);
  const { setPage } = list;
  useEffect(() => setPage(1), [q, role, setPage]);
  return (
    <>
      <PageHeading count={list.loading ? undefined : list.total}>
        {t('admin.users.heading')}
      </PageHeading>
      {filters}
      <PagedList
        list={list}
        loadingLabel={t('admin.users.loading')}
        emptyTitle={t(q || role ? 'admin.users.noMatch' : 'admin.users.empty')}
      >
        {(users) => (
          <Table
            caption={t('admin.users.caption', { page: list.page, pages: list.totalPages })}
            cardsBelow={USERS_CARDS_BELOW_PX}
          >
            <thead>
              <tr>
                <th scope="col">{t('admin.users.name')}</th>
                <th scope="col">{t('admin.users.email')}</th>
                <th scope="col">{t('admin.users.role')}</th>
                <th scope="col">{t('admin.users.phone')}</th>
                <th scope="col">{t('admin.users.district')}</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.userId}>
                  <td data-label={t('admin.users.name')}>{fullName(user)}</td>
                  <td data-label={t('admin.users.email')}>
                    <BreakableText>{user.email}</BreakableText>
                  </td>
                  <td data-label={t('admin.users.role')}>{roleName(t, user.role)}</td>
                  <td data-label={t('admin.users.phone')}>{user.phoneNumber}</td>
                  <td data-label={t('admin.users.district')}>{user.district}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </PagedList>
    </>
  );
}

/** The real users from the server (no hard-coded sample data), newest first, paged, searchable. */
export default function Users({ accountMenu }: RemotePageProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const roleParam = params.get('role');
  const role = isRole(roleParam) ? roleParam : '';
  const [text, setText] = useState(q);

  const setFilter = (name: 'q' | 'role', value: string, replace = false) =>
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
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => setFilter('q', text.trim(), true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // setFilter reads the URL of its render: the timer restarts when the role changes, so the
    // words never undo a role picked meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, q, role]);

  return (
    <AdminLayout accountMenu={accountMenu}>
      <UserList
        q={q}
        role={role}
        filters={
          <Filters
            role="search"
            aria-label={t('admin.users.region')}
            onSubmit={(e) => e.preventDefault()}
          >
            <TextField
              label={t('admin.users.search')}
              type="search"
              placeholder={t('admin.users.searchPlaceholder')}
              maxLength={200}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <SelectField
              label={t('admin.users.role')}
              placeholder={t('admin.users.anyRole')}
              options={ROLES.map((value) => ({ value, label: roleName(t, value) }))}
              value={role}
              onChange={(event) => setFilter('role', event.target.value)}
            />
          </Filters>
        }
      />
    </AdminLayout>
  );
}
