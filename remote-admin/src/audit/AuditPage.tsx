import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ADMIN_PAGE_SIZE, CASE_EVENT_ACTIONS } from 'shared-contract';
import { usePagedQuery } from 'shared-api/queries';
import { caseQueries, formatEventTime, timelineEventText } from 'shared-cases';
import { BreakableText, Button, SelectField, TextField, type RemotePageProps } from 'shared-ui';
import { PageHeading, PagedList, Table } from 'shared-ui/dashboard';
import { useT, type Translate } from 'shared-i18n';
import { AdminLayout } from '../layout/AdminLayout';
import { auditFilterOf, auditQueryOf, type AuditFilterValues } from './auditFilter';

/** Below this width of the table's frame (px) each event is a card of labelled values. */
const AUDIT_CARDS_BELOW_PX = 640;

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  column-gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space(4)};
  button {
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
`;

/** The action filter's choices: each action in words ('document added'). */
const actionOptions = (t: Translate) =>
  CASE_EVENT_ACTIONS.map((action) => ({
    value: action,
    label: t('admin.audit.actionName', { action }),
  }));

/** One page of the events the filters find, newest first; new filters start on page 1. */
function AuditList({ values }: { values: AuditFilterValues }) {
  const t = useT();
  const query = auditQueryOf(values);
  const list = usePagedQuery(
    (paging) => caseQueries.audit({ ...paging, ...query }),
    ADMIN_PAGE_SIZE,
  );
  const { setPage } = list;
  useEffect(() => setPage(1), [values.actor, values.action, values.from, values.to, setPage]);
  const filtered = Boolean(values.actor || values.action || values.from || values.to);
  return (
    <>
      <p>
        {list.loading
          ? t('admin.audit.loadingCount')
          : t('admin.audit.count', { count: list.total })}
      </p>
      <PagedList
        list={list}
        loadingLabel={t('admin.audit.loading')}
        emptyTitle={t(filtered ? 'admin.audit.noMatch' : 'admin.audit.empty')}
      >
        {(events) => (
          <Table
            caption={t('admin.audit.caption', { page: list.page, pages: list.totalPages })}
            cardsBelow={AUDIT_CARDS_BELOW_PX}
          >
            <thead>
              <tr>
                <th scope="col">{t('admin.audit.when')}</th>
                <th scope="col">{t('admin.audit.case')}</th>
                <th scope="col">{t('admin.audit.what')}</th>
                <th scope="col">{t('admin.audit.who')}</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id}>
                  <td data-label={t('admin.audit.when')}>
                    <time dateTime={event.at}>{formatEventTime(event.at)}</time>
                  </td>
                  <td data-label={t('admin.audit.case')}>{event.reference}</td>
                  <td data-label={t('admin.audit.what')}>
                    <BreakableText>{timelineEventText(event)}</BreakableText>
                  </td>
                  <td data-label={t('admin.audit.who')}>
                    {event.actor.name} (<BreakableText>{event.actor.email}</BreakableText>)
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </PagedList>
    </>
  );
}

/** /audit: every case's events across cases, filtered by actor, action and dates. */
export default function AuditPage({ accountMenu }: RemotePageProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const applied = auditFilterOf(params);
  const [draft, setDraft] = useState<AuditFilterValues>(applied);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(draft))
      if (value) next.set(key, String(value).trim());
    setParams(next);
  };
  const edit = (change: Partial<AuditFilterValues>) => setDraft((d) => ({ ...d, ...change }));
  return (
    <AdminLayout accountMenu={accountMenu}>
      <PageHeading>{t('admin.audit.heading')}</PageHeading>
      <Filters onSubmit={apply} role="search" aria-label={t('admin.audit.region')}>
        <TextField
          label={t('admin.audit.actor')}
          type="email"
          value={draft.actor}
          onChange={(e) => edit({ actor: e.target.value })}
        />
        <SelectField
          label={t('admin.audit.action')}
          placeholder={t('admin.audit.anyAction')}
          options={actionOptions(t)}
          value={draft.action}
          onChange={(e) => edit({ action: e.target.value as AuditFilterValues['action'] })}
        />
        <TextField
          label={t('admin.audit.from')}
          type="date"
          value={draft.from}
          onChange={(e) => edit({ from: e.target.value })}
        />
        <TextField
          label={t('admin.audit.to')}
          type="date"
          value={draft.to}
          onChange={(e) => edit({ to: e.target.value })}
        />
        <Button type="submit">{t('admin.audit.apply')}</Button>
      </Filters>
      <AuditList values={applied} />
    </AdminLayout>
  );
}
