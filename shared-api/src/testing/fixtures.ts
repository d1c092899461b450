import type { Case } from '../calls/types';

/** A case as the server sends it; `_id` (or `id`) sets both ids, any other field is replaced. */
export function aCase(overrides: Partial<Case> = {}): Case {
  const id = overrides._id ?? overrides.id ?? 'case-1';
  return {
    _id: id,
    id,
    reference: 'BTJ-2026-00001',
    caseOwner: 'aline@example.com',
    caseType: 'Civil matters',
    caseSubtype: 'Land',
    summary: 'A dispute about the boundary of a plot in Gasabo district, Kigali.',
    file: 'http://localhost:4000/api/files/abc?sig=1',
    fileName: 'deed.pdf',
    status: 'pending',
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    markAsDoneArchived: 'Going',
    assignedTo: null,
    userId: 'user-1',
    ...overrides,
  };
}

/**
 * The nth of several cases in one list: its own id (`case-n`), owner, summary, file link and
 * file name, so a test can tell the cards apart and React keys differ.
 */
export function aNumberedCase(n: number, overrides: Partial<Case> = {}): Case {
  return aCase({
    _id: `case-${n}`,
    reference: `BTJ-2026-${String(n).padStart(5, '0')}`,
    caseOwner: `owner${n}@example.com`,
    summary: `Case ${n}: a dispute about the boundary of a plot in Gasabo district, Kigali.`,
    file: `http://localhost:4000/api/files/case-${n}?exp=1&sig=s`,
    fileName: `statement${n}.pdf`,
    ...overrides,
  });
}
