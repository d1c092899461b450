import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from 'shared-api';
import { aCase } from 'shared-api/src/testing/fixtures';
import { resetQueryCache } from 'shared-api/src/testing/queryCache';
import { fail, ok, testServerForSuite } from 'shared-api/src/testing/testServer';
import { toast } from 'shared-ui';
import { CaseActionsModal } from '../cases/CaseActionsModal';
import { renderPage } from './renderPage';

// The modal talks to a real HTTP server: the calls, their bodies and the answers are real.
const server = testServerForSuite();
// Real sockets on a busy machine: an answer may take longer than Testing Library's 1 s.
const WAIT = { timeout: 5000 };

beforeEach(() => {
  resetQueryCache();
  sessionStore.getState().setSession({ token: 'tok-admin', userId: 'admin-1', email: 'a@x.rw' });
  server.on('GET', '/users/lawyers', ok([{ email: 'lawyer.one@example.com' }]));
});
afterEach(() => {
  act(() => toast.remove());
  sessionStore.getState().clearSession();
});

/** What the server received for each action: path and body. */
const actions = () =>
  server.requests
    .filter((request) => request.method === 'PATCH')
    .map((request) => [request.path, request.json()]);

function open(item = aCase()) {
  const onSettled = jest.fn();
  const onRefused = jest.fn();
  renderPage(
    <CaseActionsModal
      item={item}
      onClose={jest.fn()}
      onSettled={onSettled}
      onRefused={onRefused}
    />,
  );
  return { onSettled, onRefused, user: userEvent.setup() };
}

test('a new case with only a lawyer picked: only the assignment is sent, its toast is the fixed text', async () => {
  server.on('PATCH', '/cases/assigning/case-1', ok(aCase(), 'ignored: the toast text is fixed'));
  const { user, onSettled } = open(aCase({ status: 'pending', assignedTo: null }));
  const dialog = screen.getByRole('dialog', { name: 'Case Actions' });
  // It starts from the case's values: the new case's status is the firm's Pending.
  expect(within(dialog).getByLabelText('Done/Archived')).toHaveValue('Going');
  expect(within(dialog).getByLabelText('Status')).toHaveValue('Pending');
  await within(dialog).findByRole('option', { name: 'lawyer.one@example.com' }, WAIT);
  await user.selectOptions(within(dialog).getByLabelText('Assign To'), 'lawyer.one@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

  expect(
    await screen.findByText('case is assigne successfully', undefined, WAIT),
  ).toBeInTheDocument();
  expect(actions()).toEqual([
    ['/cases/assigning/case-1', { assignedTo: 'lawyer.one@example.com' }],
  ]);
  expect(onSettled).toHaveBeenCalledTimes(1);
});

test('every refusal is shown, in the dialog and as a toast; what was saved is not sent again', async () => {
  server.on('PATCH', '/cases/case-1', fail(403, 'Only an admin can do this.'));
  server.on('PATCH', '/cases/status/case-1', ok(aCase()));
  server.on(
    'PATCH',
    '/cases/assigning/case-1',
    fail(400, 'assignedTo must be the e-mail of a lawyer (adminStaff).'),
  );
  const { user, onSettled, onRefused } = open();
  const dialog = screen.getByRole('dialog', { name: 'Case Actions' });
  await within(dialog).findByRole('option', { name: 'lawyer.one@example.com' }, WAIT);
  await user.selectOptions(within(dialog).getByLabelText('Done/Archived'), 'Done');
  await user.selectOptions(within(dialog).getByLabelText('Status'), 'Received');
  await user.selectOptions(within(dialog).getByLabelText('Assign To'), 'lawyer.one@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

  const refusals = await within(dialog).findByRole('alert', undefined, WAIT);
  expect(refusals).toHaveTextContent('These changes were refused:');
  expect(
    within(refusals)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Only an admin can do this.',
    'assignedTo must be the e-mail of a lawyer (adminStaff).',
  ]);
  expect(await screen.findByText('case status is changed', undefined, WAIT)).toBeInTheDocument();
  expect(onRefused).toHaveBeenCalledTimes(1);
  expect(onSettled).not.toHaveBeenCalled();
  // Still open, ready to try again: only the refused changes go.
  server.requests.length = 0;
  server.on('PATCH', '/cases/case-1', ok(aCase()));
  server.on('PATCH', '/cases/assigning/case-1', ok(aCase()));
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  expect(
    await screen.findByText('case is assigne successfully', undefined, WAIT),
  ).toBeInTheDocument();
  expect(actions()).toEqual([
    ['/cases/case-1', { markAsDoneArchived: 'Done' }],
    ['/cases/assigning/case-1', { assignedTo: 'lawyer.one@example.com' }],
  ]);
  expect(onSettled).toHaveBeenCalledTimes(1);
});
