import { useId, useState } from 'react';
import styled from 'styled-components';
import { kigaliInstant, kigaliParts, kigaliWeekStart } from 'shared-contract';
import { usePagedQuery } from 'shared-api/queries';
import type { Paging } from 'shared-api';
import {
  caseDateQueries,
  dateKindWord,
  datePlace,
  dateWhen,
  kigaliDayText,
  useWeek,
  AgendaList,
  CaseSection,
} from 'shared-cases';
import { Button, Card } from 'shared-ui';
import { ErrorState, LoadingState, PagedList } from 'shared-ui/dashboard';
import { useT } from 'shared-i18n';

const DAY_MS = 24 * 3600_000;
const REQUESTS_PAGE_SIZE = 10;

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  @media (max-width: 899px) {
    grid-template-columns: minmax(0, 1fr);
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Nav = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Late = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
`;

/** The Kigali day (YYYY-MM-DD) `days` after the day `day`. */
function shiftDay(day: string, days: number): string {
  return kigaliParts(kigaliInstant(day, '00:00')!.getTime() + days * DAY_MS).date;
}

/** The Monday (Kigali) of the week holding now. */
function thisMonday(): string {
  return kigaliParts(kigaliWeekStart(new Date())).date;
}

/** The lawyer's week, Monday to Sunday in Kigali: every hearing and meeting on their cases, a
 * cancelled one struck through; the previous and next weeks a click away. */
export function WeekView() {
  const t = useT();
  const headingId = useId();
  const [start, setStart] = useState(thisMonday);
  const week = useWeek(start);
  let body;
  if (week.data) {
    body =
      week.data.dates.length === 0 ? (
        <p>{t('staff.week.empty')}</p>
      ) : (
        <AgendaList>
          {week.data.dates.map((date) => (
            <li key={date.id} data-state={date.state}>
              <p>
                <strong>{dateKindWord(date.kind)}</strong>{' '}
                <time dateTime={date.startsAt}>{dateWhen(date.startsAt)}</time>
              </p>
              <small>
                {t('staff.week.case', { reference: date.reference })}
                {datePlace(date) ? ` · ${datePlace(date)}` : ''}
              </small>
              {date.state === 'cancelled' ? <small>{t('cases.dates.cancelledShort')}</small> : null}
            </li>
          ))}
        </AgendaList>
      );
  } else if (week.error) body = <ErrorState message={week.error} onRetry={week.refetch} />;
  else body = <LoadingState label={t('staff.week.loading')} />;
  return (
    <Card>
      <CaseSection aria-labelledby={headingId}>
        <h2 id={headingId}>{t('staff.week.title')}</h2>
        <p>
          {t('staff.week.range', {
            start: kigaliDayText(start),
            end: kigaliDayText(shiftDay(start, 6)),
          })}
        </p>
        <Nav>
          <Button variant="secondary" onClick={() => setStart((day) => shiftDay(day, -7))}>
            {t('staff.week.previous')}
          </Button>
          <Button variant="secondary" onClick={() => setStart((day) => shiftDay(day, 7))}>
            {t('staff.week.next')}
          </Button>
        </Nav>
        {body}
      </CaseSection>
    </Card>
  );
}

/** The documents the lawyer still waits for across their cases, soonest due first, late ones
 * marked. */
export function OpenRequests() {
  const t = useT();
  const headingId = useId();
  const list = usePagedQuery(
    (paging: Paging) => caseDateQueries.openRequests(paging),
    REQUESTS_PAGE_SIZE,
  );
  return (
    <Card>
      <CaseSection aria-labelledby={headingId}>
        <h2 id={headingId}>{t('staff.requests.title')}</h2>
        <PagedList
          list={list}
          loadingLabel={t('staff.requests.loading')}
          emptyTitle={t('staff.requests.empty')}
        >
          {(items) => (
            <AgendaList>
              {items.map((request) => (
                <li key={request.id} data-late={request.late || undefined}>
                  <p>
                    <strong>{request.name}</strong>
                  </p>
                  <small>
                    {t('staff.week.case', { reference: request.reference })}
                    {request.dueDate
                      ? ` · ${t('cases.requests.due', { date: kigaliDayText(request.dueDate) })}`
                      : ''}
                  </small>
                  {request.late ? <Late>{t('cases.requests.late')}</Late> : null}
                </li>
              ))}
            </AgendaList>
          )}
        </PagedList>
      </CaseSection>
    </Card>
  );
}

/** The lawyer's dashboard's agenda: this week, and the documents still asked for. */
export function StaffAgenda() {
  return (
    <Panels>
      <WeekView />
      <OpenRequests />
    </Panels>
  );
}
