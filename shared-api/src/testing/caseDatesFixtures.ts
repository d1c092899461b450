import type { CaseDate, DocumentRequest } from 'shared-contract/schemas';
import { ok, okPage, type FakeReply } from './fakeApi';
import { aLawyerPerson } from './caseLifeFixtures';

let nextDate = 1;

/** A hearing of case-1 (BTJ-2026-00001) on 1 December 2026 at 09:30 Kigali; any field may be
 * replaced. */
export function aCaseDate(overrides: Partial<CaseDate> = {}): CaseDate {
  const n = nextDate++;
  return {
    id: `date-${n}`,
    caseId: 'case-1',
    reference: 'BTJ-2026-00001',
    kind: 'hearing',
    startsAt: '2026-12-01T07:30:00.000Z',
    date: '2026-12-01',
    time: '09:30',
    court: 'High Court, Kigali',
    room: 'Room 2',
    mode: null,
    videoLink: null,
    state: 'scheduled',
    cancelReason: null,
    createdBy: aLawyerPerson,
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    canEdit: false,
    ...overrides,
  };
}

let nextRequest = 1;

/** An open request on case-1 for a copy of the land title, due 10 December 2026. */
export function aDocumentRequest(overrides: Partial<DocumentRequest> = {}): DocumentRequest {
  const n = nextRequest++;
  return {
    id: `request-${n}`,
    caseId: 'case-1',
    reference: 'BTJ-2026-00001',
    name: 'A copy of the land title',
    dueDate: '2026-12-10',
    late: false,
    state: 'open',
    documentId: null,
    requestedBy: aLawyerPerson,
    createdAt: '2026-11-22T10:00:00.000Z',
    doneAt: null,
    ...overrides,
  };
}

/**
 * The agenda reads a page makes beside its own, answered empty: a case's dates and document
 * requests, the week, the upcoming dates and the open requests. Undefined for any other request.
 */
export function emptyAgenda(method: string, url: string): FakeReply | undefined {
  if (method !== 'GET') return undefined;
  if (/^\/cases\/[^/]+\/(dates|document-requests)$/.test(url)) return ok([]);
  if (url === '/dates/upcoming') return ok([]);
  if (url === '/dates/week') return ok({ start: '2026-11-23', end: '2026-11-29', dates: [] });
  if (url === '/document-requests/open') return okPage([], 0, 1, 10);
  return undefined;
}
