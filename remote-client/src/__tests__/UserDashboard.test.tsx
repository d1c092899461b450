import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UserDashboard from '../pages/UserDashboard';
import SingleCase from '../pages/SingleCase';
import { aCase, aNumberedCase } from 'shared-api/src/testing/fixtures';
import {
  aDocument,
  aLawyerPerson,
  anAdminPerson,
  anEvent,
  aTimeline,
} from 'shared-api/src/testing/caseLifeFixtures';
import { fakeApi, fail, ok, resetStores, signIn } from './support/clientApi';
import { renderPage } from './support/renderPage';

beforeEach(() => {
  resetStores();
  signIn();
});

const renderDashboard = (path = '/user-dashboard') =>
  renderPage(path, '/user-dashboard', <UserDashboard accountMenu={<span>menu slot</span>} />);

test('a client without cases sees the empty state and the side navigation', async () => {
  fakeApi(({ url }) => (url === '/cases/user-1' ? ok([]) : undefined));
  renderDashboard();
  expect(await screen.findByText('No Cases Added')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Added Cases 0' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'Dashboard' });
  await userEvent.click(within(nav).getByRole('button', { name: 'Menu' })); // a phone-width screen
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Dashboard', 'Home', 'Submit Case', 'Messages']);
  expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
  expect(screen.getByText('menu slot')).toBeInTheDocument();
});

test('cards come 3 a page with the count, truncated summary and long US date', async () => {
  const long = 'A'.repeat(49) + 'BCDEFG';
  const cases = [
    aNumberedCase(1, { summary: long }),
    aNumberedCase(2),
    aNumberedCase(3),
    aNumberedCase(4, { summary: 'The fourth' }),
  ];
  fakeApi(({ url }) => (url === '/cases/user-1' ? ok(cases) : undefined));
  renderDashboard();
  expect(await screen.findByRole('heading', { name: 'Added Cases 4' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(3);
  expect(screen.getByText(`${'A'.repeat(49)}B...`)).toBeInTheDocument();
  expect(screen.getAllByText('November 22, 2026')).toHaveLength(3);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(screen.getByText('The fourth')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('a failed list shows the error with a retry', async () => {
  let down = true;
  fakeApi(({ url }) => {
    if (url !== '/cases/user-1') return undefined;
    return down ? { status: 500, data: {} } : ok([aCase()]);
  });
  renderDashboard();
  expect(await screen.findByText('Failed to fetch case data')).toBeInTheDocument();
  down = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Added Cases 1' })).toBeInTheDocument();
});

test('a server failure (5xx) is asked again before an error shows', async () => {
  let calls = 0;
  const seen = fakeApi(({ url }) => {
    if (url !== '/cases/user-1') return undefined;
    calls += 1;
    return calls === 1 ? { status: 502, data: {} } : ok([aCase({ summary: 'Back again' })]);
  });
  renderDashboard();
  expect(await screen.findByText('Back again')).toBeInTheDocument();
  expect(screen.queryByText('Failed to fetch case data')).toBeNull();
  expect(seen.filter((request) => request.url === '/cases/user-1')).toHaveLength(2);
});

test('a refusal (4xx) is shown at once, not asked again', async () => {
  const refused = fakeApi(({ url }) =>
    url === '/cases/user-1' ? fail(403, 'Not yours') : undefined,
  );
  renderDashboard();
  expect(await screen.findByText('Not yours')).toBeInTheDocument();
  expect(refused.filter((request) => request.url === '/cases/user-1')).toHaveLength(1);
});

test('with the API down the dashboard shows the error state, not a count of 0 beside it', async () => {
  fakeApi(({ url }) => (url === '/cases/user-1' ? { status: 503, data: {} } : undefined));
  renderDashboard();
  expect(await screen.findByText('Failed to fetch case data')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Added Cases' })).toBeInTheDocument();
  expect(screen.queryByText(/Added Cases 0/)).toBeNull();
  expect(screen.queryByText('No Cases Added')).toBeNull();
});

test('View opens the single case in a modal', async () => {
  const item = aCase({ summary: 'Full summary of the land case' });
  fakeApi(({ url }) => {
    if (url === '/cases/user-1') return ok([item]);
    if (url === `/cases/singleCase/${item._id}`) return ok(item);
    return undefined;
  });
  renderDashboard();
  await userEvent.click(await screen.findByRole('button', { name: 'View' }));
  const dialog = await screen.findByRole('dialog', { name: 'SUBMITTED CASE:' });
  expect(await within(dialog).findByText('Full summary of the land case')).toBeInTheDocument();
  expect(within(dialog).getByRole('link', { name: 'Submitted File' })).toHaveAttribute(
    'href',
    item.file,
  );
  expect(
    within(dialog).getByText('Reference', { selector: 'dt' }).nextElementSibling,
  ).toHaveTextContent('BTJ-2026-00001');
  // A new case reads Pending, as every screen names it, with what that means to the client.
  const status = within(dialog).getByText('Status', { selector: 'dt' }).nextElementSibling;
  expect(status).toHaveTextContent('Pending');
  expect(status).toHaveTextContent('The firm has your case and will take its next step soon.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('View of a case that no longer exists says so', async () => {
  const item = aCase();
  fakeApi(({ url }) => {
    if (url === '/cases/user-1') return ok([item]);
    if (url === `/cases/singleCase/${item._id}`) return ok(null);
    return undefined;
  });
  renderDashboard();
  await userEvent.click(await screen.findByRole('button', { name: 'View' }));
  const dialog = await screen.findByRole('dialog', { name: 'SUBMITTED CASE:' });
  expect(await within(dialog).findByText('No case data available.')).toBeInTheDocument();
});

test('Delete asks first; Cancel keeps the case, Yes, Delete removes it', async () => {
  const [first, second] = [aNumberedCase(1), aNumberedCase(2)];
  let release: () => void = () => undefined;
  fakeApi(({ method, url }) => {
    if (url === '/cases/user-1') return ok([first, second]);
    if (method === 'DELETE' && url === `/cases/${first._id}`)
      return new Promise((resolve) => {
        release = () => resolve(ok(first._id, 'Case deleted successfully'));
      });
    return undefined;
  });
  renderDashboard();
  const card = (await screen.findAllByRole('article'))[0]!;
  await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this case?',
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(2);

  await userEvent.click(
    within(screen.getAllByRole('article')[0]!).getByRole('button', { name: 'Delete' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
  expect(await screen.findByRole('button', { name: 'Deleting.....' })).toBeDisabled();
  release();
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  expect(screen.getByRole('heading', { name: 'Added Cases 1' })).toBeInTheDocument();
  expect(await screen.findByText('Case deleted successfully')).toBeInTheDocument();
});

test('an assigned case cannot be edited or deleted: the card says why and points to its messages', async () => {
  const assigned = aNumberedCase(1, { assignedTo: 'lawyer.one@example.com', status: 'Received' });
  const open = aNumberedCase(2);
  fakeApi(({ url }) => (url === '/cases/user-1' ? ok([assigned, open]) : undefined));
  renderDashboard();
  const [lockedCard, openCard] = await screen.findAllByRole('article');
  const edit = within(lockedCard!).getByRole('button', { name: 'Edit' });
  const remove = within(lockedCard!).getByRole('button', { name: 'Delete' });
  expect(edit).toBeDisabled();
  expect(remove).toBeDisabled();
  // (the link inside the sentence is its own box to the name computation: the words are what count)
  expect(edit).toHaveAccessibleDescription(
    /^A lawyer is working on this case, so it can no longer be edited or deleted\. To withdraw it, ask in its messages/,
  );
  expect(within(lockedCard!).getByRole('link', { name: 'ask in its messages' })).toHaveAttribute(
    'href',
    `/messages/${assigned._id}`,
  );
  // A case nobody has yet stays the client's to change.
  expect(within(openCard!).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
  expect(within(openCard!).getByRole('button', { name: 'Delete' })).toBeEnabled();
});

test('View shows who has the case, its timeline and its documents; a second document can be added', async () => {
  const item = aCase({ assignedTo: 'lawyer.one@example.com', status: 'Received' });
  let documents = [aDocument(1)];
  const seen = fakeApi(({ method, url, body }) => {
    if (url === '/cases/user-1') return ok([item]);
    if (url === `/cases/singleCase/${item._id}`) return ok(item);
    if (url === `/cases/${item._id}/timeline`)
      return ok(
        aTimeline([
          anEvent(),
          anEvent({ action: 'assigned', actor: anAdminPerson, target: aLawyerPerson }),
          anEvent({
            action: 'status_changed',
            actor: aLawyerPerson,
            from: 'pending',
            to: 'Received',
          }),
        ]),
      );
    if (method === 'GET' && url === `/cases/${item._id}/documents`) return ok(documents);
    if (method === 'POST' && url === `/cases/${item._id}/documents`) {
      const file = (body as FormData).get('file') as File;
      const added = aDocument(2, { fileName: file.name });
      documents = [...documents, added];
      return { status: 201, data: { status: 'success', message: 'Document added', data: added } };
    }
    return undefined;
  });
  renderDashboard();
  await userEvent.click(await screen.findByRole('button', { name: 'View' }));
  const dialog = await screen.findByRole('dialog', { name: 'SUBMITTED CASE:' });
  const timeline = await within(dialog).findByRole('region', { name: 'Timeline' });
  expect(within(timeline).getByText('Lawyer: Lawyer One')).toBeInTheDocument();
  expect(within(timeline).getByText('Case assigned to Lawyer One')).toBeInTheDocument();
  expect(
    within(timeline).getByText('Status changed from Pending to Received by Lawyer One'),
  ).toBeInTheDocument();

  const docs = await within(dialog).findByRole('region', { name: 'Documents' });
  await userEvent.upload(
    within(docs).getByLabelText('Add a document'),
    new File(['%PDF-1.4'], 'second.pdf', { type: 'application/pdf' }),
  );
  await userEvent.click(within(docs).getByRole('button', { name: 'Add document' }));
  expect(await within(docs).findByRole('link', { name: 'second.pdf' })).toBeInTheDocument();
  expect(within(docs).getByRole('link', { name: 'evidence1.pdf' })).toBeInTheDocument();
  expect(seen.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
    `/cases/${item._id}/documents`,
  ]);
});

test('back on the tab after a while, the cards show what changed meanwhile: a case a lawyer took is locked', async () => {
  let item = aNumberedCase(1);
  const seen = fakeApi(({ url }) => (url === '/cases/user-1' ? ok([item]) : undefined));
  renderDashboard();
  const card = (await screen.findAllByRole('article'))[0]!;
  expect(within(card).getByRole('button', { name: 'Delete' })).toBeEnabled();

  // Meanwhile the firm assigns the case; the tab comes back after the answer went stale.
  item = { ...item, assignedTo: 'lawyer.one@example.com', status: 'Received' };
  const now = Date.now.bind(Date);
  const clock = jest.spyOn(Date, 'now').mockImplementation(() => now() + 60_000);
  try {
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() =>
      expect(
        within(screen.getAllByRole('article')[0]!).getByRole('button', { name: 'Delete' }),
      ).toBeDisabled(),
    );
  } finally {
    clock.mockRestore();
  }
  expect(seen.filter((request) => request.url === '/cases/user-1')).toHaveLength(2);
});

test('a deleted case is never shown again from memory: the case page asks the server', async () => {
  const [first, second] = [aNumberedCase(1, { summary: 'The case I delete' }), aNumberedCase(2)];
  let deleted = false;
  fakeApi(({ method, url }) => {
    if (url === '/cases/user-1') return ok(deleted ? [second] : [first, second]);
    if (url === `/cases/singleCase/${first._id}`)
      return deleted ? fail(404, 'Case not found') : ok(first);
    if (method === 'DELETE' && url === `/cases/${first._id}`) {
      deleted = true;
      return ok(first._id, 'Case deleted successfully');
    }
    return undefined;
  });
  const { unmount } = renderDashboard();
  // The client reads the case, closes it, then deletes it.
  const card = (await screen.findAllByRole('article'))[0]!;
  await userEvent.click(within(card).getByRole('button', { name: 'View' }));
  const dialog = await screen.findByRole('dialog', { name: 'SUBMITTED CASE:' });
  expect(await within(dialog).findByText('The case I delete')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await userEvent.click(
    within(screen.getAllByRole('article')[0]!).getByRole('button', { name: 'Delete' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Yes, Delete' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  unmount();

  // The case page (the case last opened) says it is gone, not what it said before.
  renderPage('/single-case', '/single-case', <SingleCase accountMenu={null} />);
  expect(await screen.findByRole('heading', { name: 'Case not found' })).toBeInTheDocument();
  expect(screen.queryByText('The case I delete')).not.toBeInTheDocument();
});
