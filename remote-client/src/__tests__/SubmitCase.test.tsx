import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CASE_TAXONOMY } from 'shared-contract';
import UserDashboard from '../pages/UserDashboard';
import { SUBMIT_CLOSE_DELAY_MS } from '../cases/SubmitCaseModal';
import { aCase } from 'shared-api/src/testing/fixtures';
import { fakeApi, fail, ok, resetStores, signIn } from './support/clientApi';
import { renderPage } from './support/renderPage';

beforeEach(() => {
  resetStores();
  signIn();
});
afterEach(() => jest.useRealTimers());

const pdf = () => new File(['%PDF-1.4 tiny'], 'statement.pdf', { type: 'application/pdf' });

async function openModal(user: Pick<typeof userEvent, 'click'> = userEvent) {
  renderPage('/user-dashboard', '/user-dashboard', <UserDashboard />);
  await user.click(await screen.findByRole('button', { name: 'Submit Case' }));
  return screen.findByRole('dialog', { name: 'Submit Case' });
}

test('the subtypes follow the chosen type', async () => {
  fakeApi(({ url }) => (url === '/cases/user-1' ? ok([]) : undefined));
  const dialog = await openModal();
  const subtype = within(dialog).getByRole('combobox', { name: 'Case SubType' });
  expect(within(subtype).getAllByRole('option')).toHaveLength(1);
  await userEvent.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Case Type' }),
    'Alternative Dispute Resolutions',
  );
  expect(
    within(subtype)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Select case subtype', ...CASE_TAXONOMY['Alternative Dispute Resolutions']]);
});

test('the submit-case rules are checked in order and nothing is sent', async () => {
  const seen = fakeApi(({ url }) => (url === '/cases/user-1' ? ok([]) : undefined));
  const dialog = await openModal();
  const submit = within(dialog).getByRole('button', { name: 'Submit' });
  const alertText = async () => (await within(dialog).findByRole('alert')).textContent;

  await userEvent.click(submit);
  expect(await alertText()).toBe('Please select a case type.');
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Case Type' }), [
    'Criminal Cases',
  ]);
  await userEvent.click(submit);
  expect(await alertText()).toBe('Please select a case subtype.');
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Case SubType' }), [
    'Rape',
  ]);
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Summary' }), '   ');
  await userEvent.click(submit);
  expect(await alertText()).toBe('Please provide a case summary.');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Summary' }), 'What happened');
  await userEvent.click(submit);
  expect(await alertText()).toBe('Please upload a file.');
  expect(seen.filter((request) => request.method === 'POST')).toHaveLength(0);
});

test('success toasts, refreshes the list and closes the modal 2 s later', async () => {
  const stored: ReturnType<typeof aCase>[] = [];
  fakeApi(({ method, url, body }) => {
    if (url === '/cases/user-1') return ok(stored);
    if (method === 'POST' && url === '/cases/register') {
      const form = body as FormData;
      stored.push(
        aCase({
          caseType: String(form.get('caseType')),
          caseSubtype: String(form.get('caseSubtype')),
          summary: String(form.get('summary')),
        }),
      );
      return { status: 201, data: { status: 'success', message: 'Case submitted successfully' } };
    }
    return undefined;
  });
  // The page's clock is the test's: the 2 s before the dialog closes are measured, not waited for.
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  const dialog = await openModal(user);
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Case Type' }), [
    'Civil matters',
  ]);
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Case SubType' }), [
    'Land',
  ]);
  await user.upload(within(dialog).getByLabelText('File'), pdf());
  await user.type(within(dialog).getByRole('textbox', { name: 'Summary' }), 'My land');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

  expect(await screen.findByRole('heading', { name: 'Added Cases 1' })).toBeInTheDocument();
  const toastShown = () =>
    screen.getAllByRole('status').some((el) => el.textContent === 'Case submitted successfully');
  expect(toastShown()).toBe(true);
  // Closes SUBMIT_CLOSE_DELAY_MS after the answer, not before.
  await act(async () => jest.advanceTimersByTime(SUBMIT_CLOSE_DELAY_MS - 100));
  expect(screen.getByRole('dialog', { name: 'Submit Case' })).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(100));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('My land')).toBeInTheDocument();
  expect(toastShown()).toBe(true); // the toast outlives the modal
});

test('a server refusal shows its message and keeps the modal open', async () => {
  fakeApi(({ method, url }) => {
    if (url === '/cases/user-1') return ok([]);
    if (method === 'POST') return fail(415, 'This file type is not accepted.');
    return undefined;
  });
  const dialog = await openModal();
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Case Type' }), [
    'Civil matters',
  ]);
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Case SubType' }), [
    'Land',
  ]);
  await userEvent.upload(within(dialog).getByLabelText('File'), pdf());
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Summary' }), 'My land');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'This file type is not accepted.',
  );
  expect(screen.getByRole('dialog', { name: 'Submit Case' })).toBeInTheDocument();
});

test("a rule's message goes as soon as its field is fixed, not at the next submit", async () => {
  fakeApi(({ url }) => (url === '/cases/user-1' ? ok([]) : undefined));
  const dialog = await openModal();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(await within(dialog).findByText('Please select a case type.')).toBeInTheDocument();
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Case Type' }), [
    'Criminal Cases',
  ]);
  expect(within(dialog).queryByText('Please select a case type.')).not.toBeInTheDocument();
});

test('closing the dialog keeps what was typed: it opens again with it (a file cannot be kept)', async () => {
  fakeApi(({ url }) => (url === '/cases/user-1' ? ok([]) : undefined));
  const dialog = await openModal();
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: 'Summary' }),
    'My neighbour moved the boundary stones',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Submit Case' }));
  const again = await screen.findByRole('dialog', { name: 'Submit Case' });
  expect(within(again).getByRole('textbox', { name: 'Summary' })).toHaveValue(
    'My neighbour moved the boundary stones',
  );
});

test('the case is sent once: the form stays busy until the refreshed list is in', async () => {
  const stored: ReturnType<typeof aCase>[] = [];
  let listAfterSubmit: () => void = () => undefined;
  const seen = fakeApi(({ method, url }) => {
    if (url === '/cases/user-1') {
      if (stored.length === 0) return ok([]);
      // The refreshed list takes its time.
      return new Promise((resolve) => {
        listAfterSubmit = () => resolve(ok(stored));
      });
    }
    if (method === 'POST' && url === '/cases/register') {
      stored.push(aCase({ summary: 'My land' }));
      return { status: 201, data: { status: 'success', message: 'Case submitted successfully' } };
    }
    return undefined;
  });
  const dialog = await openModal();
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Case Type' }), [
    'Civil matters',
  ]);
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Case SubType' }), [
    'Land',
  ]);
  await userEvent.upload(within(dialog).getByLabelText('File'), pdf());
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Summary' }), 'My land');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1));
  await waitFor(() =>
    expect(seen.filter((r) => r.url === '/cases/user-1').length).toBeGreaterThan(1),
  );

  // A second press while the list refreshes sends nothing more.
  expect(within(dialog).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await userEvent.click(within(dialog).getByRole('button', { name: /Submit/ }));
  listAfterSubmit();
  expect(await screen.findByRole('heading', { name: 'Added Cases 1' })).toBeInTheDocument();
  expect(await within(dialog).findByText('Case submitted successfully')).toBeInTheDocument();
  expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1);
});
