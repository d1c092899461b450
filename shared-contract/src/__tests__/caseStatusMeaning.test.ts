import { STATUS_MEANINGS, caseStatusMeaning } from '../rules/caseStatusMeaning';

describe('caseStatusMeaning (issue 16: status by meaning, never the stored word)', () => {
  it.each([
    [{ status: 'pending', assignedTo: null, markAsDoneArchived: 'Going' }, 'received'],
    [{ status: 'Received', assignedTo: null, markAsDoneArchived: 'Going' }, 'received'],
    [{ status: 'pending', assignedTo: 'lawyer.one@example.com' }, 'inProgress'],
    [{ status: 'Received', assignedTo: 'lawyer.one@example.com' }, 'inProgress'],
    [{ status: 'Pending', assignedTo: 'lawyer.one@example.com' }, 'waitingForYou'],
    [{ status: 'Pending', assignedTo: null }, 'waitingForYou'],
    [{ status: 'Completed', assignedTo: null }, 'completed'],
    [{ status: 'Received', assignedTo: 'l@example.com', markAsDoneArchived: 'Done' }, 'completed'],
    [{ status: null }, 'received'],
    [{ status: undefined, assignedTo: 'l@example.com' }, 'inProgress'],
  ] as const)('%p -> %s', (state, expected) => {
    expect(caseStatusMeaning(state)).toBe(expected);
  });

  it('labels the four meanings as a client reads them', () => {
    expect(Object.values(STATUS_MEANINGS).map((meaning) => meaning.label)).toEqual([
      'Received',
      'In progress',
      'Waiting for you',
      'Completed',
    ]);
  });
});
