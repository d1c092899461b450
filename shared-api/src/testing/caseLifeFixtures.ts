import type { CaseDocument, CaseEvent, Person, Timeline } from '../calls/types';

export const aClientPerson: Person = {
  userId: 'user-1',
  name: 'Aline Uwase',
  email: 'aline@example.com',
  role: 'client',
};
export const aLawyerPerson: Person = {
  userId: 'lawyer-1',
  name: 'Lawyer One',
  email: 'lawyer.one@example.com',
  role: 'adminStaff',
};
export const anAdminPerson: Person = {
  userId: 'admin-1',
  name: 'Firm Admin',
  email: 'admin@example.com',
  role: 'admin',
};

let nextEvent = 1;

/** One timeline event of case-1 (BTJ-2026-00001); any field may be replaced. */
export function anEvent(overrides: Partial<CaseEvent> = {}): CaseEvent {
  const n = nextEvent++;
  return {
    id: `event-${n}`,
    caseId: 'case-1',
    reference: 'BTJ-2026-00001',
    action: 'submitted',
    at: '2026-11-22T10:00:00.000Z',
    actor: aClientPerson,
    from: null,
    to: null,
    target: null,
    document: null,
    note: null,
    private: false,
    ...overrides,
  };
}

/** A timeline of case-1 with these events, assigned to Lawyer One unless `lawyer` says otherwise. */
export function aTimeline(events: CaseEvent[], lawyer: Person | null = aLawyerPerson): Timeline {
  return {
    caseId: 'case-1',
    reference: 'BTJ-2026-00001',
    lawyer,
    events,
    total: events.length,
    page: 1,
    limit: 100,
  };
}

/** The nth document of case-1, uploaded by the client (removable by them) unless replaced. */
export function aDocument(n: number, overrides: Partial<CaseDocument> = {}): CaseDocument {
  return {
    id: `doc-${n}`,
    caseId: 'case-1',
    fileName: `evidence${n}.pdf`,
    mime: 'application/pdf',
    size: 2048 * n,
    createdAt: '2026-11-22T10:00:00.000Z',
    uploadedBy: aClientPerson,
    canRemove: true,
    url: `http://localhost:4000/api/files/doc-${n}?exp=1&sig=s`,
    ...overrides,
  };
}
