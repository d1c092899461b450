import {
  caseStatusCode,
  caseStatusFor,
  sameCaseStatus,
  type CaseStatusCode,
} from '../rules/caseStatus';
import { INITIAL_CASE_STATUS, CASE_STATUSES } from '../rules/caseTaxonomy';
import { ROLES, type Role } from '../rules/roles';

describe('caseStatusFor: one status per stored state, for every reader', () => {
  // Every status a case can hold (the new case's, the three the firm picks, a word set by an
  // older version, none) × each flag × each role: the code each reader is shown.
  const stored = [INITIAL_CASE_STATUS, ...CASE_STATUSES, ' received ', 'On hold', null];
  const expected: Record<string, CaseStatusCode> = {
    pending: 'pending',
    Received: 'received',
    Pending: 'pending',
    Completed: 'completed',
    ' received ': 'received',
    'On hold': 'other',
    null: 'pending',
  };
  const rows = stored.flatMap((status) =>
    ['Going', 'Done', null].flatMap((flag) =>
      ROLES.map((role) => [status, flag, role] as [string | null, string | null, Role]),
    ),
  );

  it.each(rows)('status %p, flag %p, read by %s', (status, flag, role) => {
    const done = flag === 'Done' && role === 'client';
    expect(caseStatusFor({ status, markAsDoneArchived: flag }, role)).toBe(
      done ? 'completed' : expected[String(status)],
    );
  });

  it('names the status of a new case as the firm names its Pending (one status, one word)', () => {
    expect(caseStatusCode(INITIAL_CASE_STATUS)).toBe(caseStatusCode('Pending'));
  });

  it('never depends on who is assigned', () => {
    const state = { status: 'Received', markAsDoneArchived: 'Going' };
    for (const role of ROLES)
      expect(caseStatusFor({ ...state, assignedTo: 'l@example.com' } as never, role)).toBe(
        caseStatusFor(state, role),
      );
  });
});

describe('sameCaseStatus', () => {
  it.each([
    ['pending', 'Pending', true],
    ['Received', 'received', true],
    ['Received', 'Pending', false],
    ['On hold', 'On hold', true],
    ['On hold', 'on Hold', false],
    ['On hold', 'Pending', false],
    [null, 'pending', true],
  ])('%p and %p: %p', (a, b, same) => {
    expect(sameCaseStatus(a, b)).toBe(same);
  });
});
