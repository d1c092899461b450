import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, ok, type FakeRequest } from 'shared-api/src/testing/fakeApi';
import { aCase } from 'shared-api/src/testing/fixtures';
import { toast } from 'shared-ui';
import { CaseActionsModal } from '../cases/CaseActionsModal';
import { renderPage } from './renderPage';

// The toaster outlives a test: each test starts with none on screen.
afterEach(() => act(() => toast.remove()));

const LAWYERS = [{ email: 'lawyer.one@example.com' }, { email: 'lawyer.two@example.com' }];

/** The API as the admin meets it: the lawyers, and each action answered (or refused, `failing`). */
function serve(failing?: string): FakeRequest[] {
  return fakeApi(({ method, url }) => {
    if (url === '/users/lawyers') return ok(LAWYERS);
    if (method !== 'PATCH') return undefined;
    return url === failing ? fail(500, 'Failed to update case') : ok(null, 'ok');
  });
}

/** The actions the server received: path and body. */
const patches = (seen: FakeRequest[]) =>
  seen
    .filter((request) => request.method === 'PATCH')
    .map((request) => [request.url, JSON.parse(String(request.body)) as unknown]);

function setup(failing?: string, item = aCase()) {
  const seen = serve(failing);
  const onSettled = jest.fn();
  const onClose = jest.fn();
  renderPage(<CaseActionsModal item={item} onClose={onClose} onSettled={onSettled} />);
  return { seen, onSettled, onClose, user: userEvent.setup() };
}

test('the three selects offer Done/Going, the statuses and the lawyers', async () => {
  setup();
  expect(screen.getByRole('dialog', { name: 'Case Actions' })).toBeInTheDocument();
  const options = (label: string) =>
    Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((o) => o.text);
  expect(options('Done/Archived').slice(1)).toEqual(['Done', 'Going']);
  expect(options('Status').slice(1)).toEqual(['Received', 'Pending', 'Completed']);
  await waitFor(() =>
    expect(options('Assign To').slice(1)).toEqual([
      'lawyer.one@example.com',
      'lawyer.two@example.com',
    ]),
  );
});

test('a select left on its placeholder is no change: nothing is sent and the modal closes', async () => {
  const { seen, user, onSettled, onClose } = setup(undefined, aCase({ status: 'On hold' }));
  await screen.findByRole('option', { name: 'lawyer.one@example.com' });
  expect(screen.getByLabelText('Status')).toHaveValue('');
  expect(screen.getByLabelText('Assign To')).toHaveValue('');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(patches(seen)).toEqual([]);
  expect(onSettled).not.toHaveBeenCalled();
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('all three set: the three calls, their toasts, Saving Changes.... and then settled', async () => {
  const { seen, user, onSettled } = setup();
  await screen.findByRole('option', { name: 'lawyer.one@example.com' });
  await user.selectOptions(screen.getByLabelText('Done/Archived'), 'Done');
  await user.selectOptions(screen.getByLabelText('Status'), 'Received');
  await user.selectOptions(screen.getByLabelText('Assign To'), 'lawyer.one@example.com');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(await screen.findByText('case is marked as Done')).toBeInTheDocument();
  expect(await screen.findByText('case status is changed')).toBeInTheDocument();
  expect(await screen.findByText('case is assigne successfully')).toBeInTheDocument();
  expect(patches(seen)).toEqual([
    ['/cases/case-1', { markAsDoneArchived: 'Done' }],
    ['/cases/status/case-1', { status: 'Received' }],
    ['/cases/assigning/case-1', { assignedTo: 'lawyer.one@example.com' }],
  ]);
  expect(onSettled).toHaveBeenCalledTimes(1);
  // Still saving until the page closes the modal about 5 s later.
  expect(screen.getByRole('button', { name: 'Saving Changes....' })).toBeDisabled();
});

test('a refused call is shown as an error toast and in the dialog; the others are still sent', async () => {
  const { seen, user, onSettled } = setup('/cases/status/case-1');
  await screen.findByRole('option', { name: 'lawyer.two@example.com' });
  await user.selectOptions(screen.getByLabelText('Done/Archived'), 'Done');
  await user.selectOptions(screen.getByLabelText('Status'), 'Received');
  await user.selectOptions(screen.getByLabelText('Assign To'), 'lawyer.two@example.com');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update case');
  expect(patches(seen).map(([path]) => path)).toEqual([
    '/cases/case-1',
    '/cases/status/case-1',
    '/cases/assigning/case-1',
  ]);
  expect(onSettled).not.toHaveBeenCalled();
});

test("it starts from the case's values (a new case's pending is the firm's Pending)", async () => {
  setup(undefined, aCase({ status: 'pending', assignedTo: 'lawyer.two@example.com' }));
  await screen.findByRole('option', { name: 'lawyer.one@example.com' });
  expect(screen.getByLabelText('Done/Archived')).toHaveValue('Going');
  expect(screen.getByLabelText('Status')).toHaveValue('Pending');
  expect(screen.getByLabelText('Assign To')).toHaveValue('lawyer.two@example.com');
});

test('only what changed is sent, with its own toast', async () => {
  const item = aCase({ status: 'Received', assignedTo: 'lawyer.two@example.com' });
  const { seen, user, onSettled } = setup(undefined, item);
  await screen.findByRole('option', { name: 'lawyer.one@example.com' });
  expect(screen.getByLabelText('Status')).toHaveValue('Received');
  await user.selectOptions(screen.getByLabelText('Status'), 'Completed');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('case status is changed')).toBeInTheDocument();
  expect(patches(seen)).toEqual([['/cases/status/case-1', { status: 'Completed' }]]);
  expect(screen.queryByText('case is marked as Done')).not.toBeInTheDocument();
  expect(screen.queryByText('case is assigne successfully')).not.toBeInTheDocument();
  expect(onSettled).toHaveBeenCalledTimes(1);
});

test('nothing changed: nothing is sent and the modal closes', async () => {
  const item = aCase({ status: 'Pending', assignedTo: 'lawyer.one@example.com' });
  const { seen, user, onSettled, onClose } = setup(undefined, item);
  await screen.findByRole('option', { name: 'lawyer.two@example.com' });
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(onSettled).not.toHaveBeenCalled();
  expect(patches(seen)).toEqual([]);
});
