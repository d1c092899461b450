import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ADMIN_PAGE_SIZE, CASE_EVENT_ACTIONS } from 'shared-api';
import { caseQueries, usePagedQuery } from 'shared-api/queries';
import {
  Button,
  PageHeading,
  PagedList,
  SelectField,
  Table,
  TextField,
  formatEventTime,
  timelineEventText,
  type RemotePageProps,
} from 'shared-ui';
import { AdminLayout } from '../layout/AdminLayout';
import { auditFilterOf, auditQueryOf, type AuditFilterValues } from './auditFilter';

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

const ACTION_OPTIONS = CASE_EVENT_ACTIONS.map((action) => ({
  value: action,
  label: action.replace(/_/g, ' '),
}));

/** One page of the events the filters find, newest first; new filters start on page 1. */
function AuditList({ values }: { values: AuditFilterValues }) {
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
      <p>{list.loading ? 'Loading...' : `${list.total} events`}</p>
      <PagedList
        list={list}
        loadingLabel="Loading events..."
        emptyTitle={filtered ? 'No events match these filters' : 'No events yet'}
      >
        {(events) => (
          <Table caption={`Case events, newest first, page ${list.page} of ${list.totalPages}`}>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Case</th>
                <th scope="col">What happened</th>
                <th scope="col">Who</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id}>
                  <td>
                    <time dateTime={event.at}>{formatEventTime(event.at)}</time>
                  </td>
                  <td>{event.reference}</td>
                  <td>{timelineEventText(event)}</td>
                  <td>
                    {event.actor.name} ({event.actor.email})
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

/** /audit (issue 16): every case's events across cases, filtered by actor, action and dates. */
export default function AuditPage({ accountMenu }: RemotePageProps) {
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
      <PageHeading>Audit</PageHeading>
      <Filters onSubmit={apply} role="search" aria-label="Audit filters">
        <TextField
          label="Actor e-mail"
          type="email"
          value={draft.actor}
          onChange={(e) => edit({ actor: e.target.value })}
        />
        <SelectField
          label="Action"
          placeholder="Any action"
          options={ACTION_OPTIONS}
          value={draft.action}
          onChange={(e) => edit({ action: e.target.value as AuditFilterValues['action'] })}
        />
        <TextField
          label="From"
          type="date"
          value={draft.from}
          onChange={(e) => edit({ from: e.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={draft.to}
          onChange={(e) => edit({ to: e.target.value })}
        />
        <Button type="submit">Apply filters</Button>
      </Filters>
      <AuditList values={applied} />
    </AdminLayout>
  );
}
