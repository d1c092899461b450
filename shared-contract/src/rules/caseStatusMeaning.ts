/** What a case's state means to a client, whatever word the firm stored (issue 16 item 6). */
export type StatusMeaning = 'received' | 'inProgress' | 'waitingForYou' | 'completed';

/** Each meaning's label and the sentence that explains it, as a client reads them. */
export const STATUS_MEANINGS: Record<StatusMeaning, { label: string; description: string }> = {
  received: {
    label: 'Received',
    description: 'The firm has your case and will assign a lawyer to it.',
  },
  inProgress: {
    label: 'In progress',
    description: 'A lawyer is working on your case.',
  },
  waitingForYou: {
    label: 'Waiting for you',
    description: 'The firm needs something from you: see the messages of this case.',
  },
  completed: {
    label: 'Completed',
    description: 'The firm has finished its work on this case.',
  },
};

export interface CaseState {
  status: string | null | undefined;
  assignedTo?: string | null;
  markAsDoneArchived?: string | null;
}

/**
 * The meaning of a case's state: done or 'Completed' is completed; 'Pending' set on purpose (the
 * admin's or lawyer's choice, capitalised: the new-case word is lowercase) waits on the client;
 * otherwise an assigned case is in progress and an unassigned one is received.
 */
export function caseStatusMeaning({
  status,
  assignedTo,
  markAsDoneArchived,
}: CaseState): StatusMeaning {
  if (markAsDoneArchived === 'Done' || status === 'Completed') return 'completed';
  if (status === 'Pending') return 'waitingForYou';
  return assignedTo ? 'inProgress' : 'received';
}
