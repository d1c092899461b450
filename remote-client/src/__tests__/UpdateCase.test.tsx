import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from '@testing-library/react';
import UpdateCase, { AFTER_UPDATE_DELAY_MS } from '../pages/UpdateCase';
import { aCase } from 'shared-api/src/testing/fixtures';
import { fakeApi, fail, ok, resetStores, signIn } from './support/clientApi';
import { renderPage } from './support/renderPage';

beforeEach(() => {
  resetStores();
  signIn();
});
afterEach(() => jest.useRealTimers());

const item = aCase({
  _id: 'c-7',
  caseType: 'Criminal Cases',
  caseSubtype: 'Theft',
  summary: 'My phone was stolen',
});

const renderUpdate = () =>
  renderPage('/update-case/c-7', '/update-case/:id', <UpdateCase accountMenu={null} />);

test('the form starts from the stored case and sends the edit as JSON', async () => {
  let resolvePut: (value: { status: number; data: unknown }) => void = () => undefined;
  const seen = fakeApi(({ method, url }) => {
    if (url === '/cases/singleCase/c-7') return ok(item);
    if (method === 'PUT' && url === '/cases/c-7')
      return new Promise((resolve) => {
        resolvePut = resolve;
      });
    return undefined;
  });
  // The page's clock is the test's: the 1 s before going back is measured, not waited for.
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  renderUpdate();
  const summary = await screen.findByRole('textbox', { name: 'Summary' });
  expect(summary).toHaveValue('My phone was stolen');
  expect(screen.getByRole('combobox', { name: 'Case Type' })).toHaveValue('Criminal Cases');
  expect(screen.getByRole('combobox', { name: 'Case SubType' })).toHaveValue('Theft');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Case Type' }), ['Civil matters']);
  expect(screen.getByRole('combobox', { name: 'Case SubType' })).toHaveValue('');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Case SubType' }), ['Contract']);
  await user.clear(summary);
  await user.type(summary, 'A broken contract');
  await user.click(screen.getByRole('button', { name: 'Update Case' }));
  expect(await screen.findByRole('button', { name: 'Updating....' })).toBeDisabled();
  resolvePut(ok(item, 'Case updated successfully'));

  expect(await screen.findByText('Case Updated Successfully!')).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(AFTER_UPDATE_DELAY_MS - 100));
  expect(screen.queryByText('Now at /user-dashboard')).not.toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(100));
  expect(screen.getByText('Now at /user-dashboard')).toBeInTheDocument();
  const put = seen.find((request) => request.method === 'PUT');
  expect(JSON.parse(String(put?.body))).toEqual({
    caseType: 'Civil matters',
    caseSubtype: 'Contract',
    summary: 'A broken contract',
  });
});

test('a new file goes as multipart', async () => {
  const seen = fakeApi(({ method, url }) => {
    if (url === '/cases/singleCase/c-7') return ok(item);
    if (method === 'PUT') return ok(item, 'Case updated successfully');
    return undefined;
  });
  renderUpdate();
  await screen.findByRole('textbox', { name: 'Summary' });
  const png = new File([new Uint8Array([137, 80, 78, 71])], 'photo.png', { type: 'image/png' });
  await userEvent.upload(screen.getByLabelText('File'), png);
  await userEvent.click(screen.getByRole('button', { name: 'Update Case' }));
  expect(await screen.findByText('Case Updated Successfully!')).toBeInTheDocument();
  const body = seen.find((request) => request.method === 'PUT')?.body as FormData;
  expect(body).toBeInstanceOf(FormData);
  expect((body.get('file') as File).name).toBe('photo.png');
});

test('a failure shows Error: {message} and stays', async () => {
  fakeApi(({ method, url }) => {
    if (url === '/cases/singleCase/c-7') return ok(item);
    if (method === 'PUT') return fail(403, 'You may only change your own cases.');
    return undefined;
  });
  renderUpdate();
  await userEvent.click(await screen.findByRole('button', { name: 'Update Case' }));
  expect(await screen.findByText('Error: You may only change your own cases.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Update Case' })).toBeInTheDocument();
  expect(within(document.body).queryByText(/Now at/)).not.toBeInTheDocument();
});

test('an unknown case shows the fetch error', async () => {
  fakeApi(({ url }) => (url === '/cases/singleCase/c-7' ? fail(404, 'Case not found') : undefined));
  renderUpdate();
  expect(await screen.findByText('Case not found')).toBeInTheDocument();
});

test('an assigned case shows why it cannot be edited instead of the form', async () => {
  fakeApi(({ url }) =>
    url === '/cases/singleCase/c-7'
      ? ok({ ...item, assignedTo: 'lawyer.one@example.com' })
      : undefined,
  );
  renderUpdate();
  expect(
    await screen.findByText(/A lawyer is working on this case, so it can no longer be edited/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ask in its messages' })).toHaveAttribute(
    'href',
    '/messages/c-7',
  );
  expect(screen.queryByRole('button', { name: 'Update Case' })).not.toBeInTheDocument();
});
