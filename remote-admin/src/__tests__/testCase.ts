import type { Case } from 'shared-api';

/** A case as the server sends it, for tests. */
export function aCase(overrides: Partial<Case> = {}): Case {
  return {
    _id: 'c1',
    id: 'c1',
    caseOwner: 'amina@example.com',
    caseType: 'Civil matters',
    caseSubtype: 'Land',
    summary: 'A neighbour moved the boundary stones of our plot.',
    file: 'http://localhost:4000/api/files/k?exp=1&sig=s',
    fileName: 'statement.pdf',
    status: 'pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    markAsDoneArchived: 'Going',
    assignedTo: null,
    userId: 'u1',
    ...overrides,
  };
}
