import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore, type Notification } from 'shared-api';
import { fakeApi, ok, signIn } from 'shared-api/src/testing/fakeApi';
import { AppProviders } from 'shared-ui';
import { NotificationBell } from '../NotificationBell';

const aNotification = (n: number, overrides: Partial<Notification> = {}): Notification => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  kind: 'case_status_changed',
  caseId: 'case-1',
  reference: 'BTJ-2026-00001',
  text: `BTJ-2026-00001: notification ${n}`,
  link: '/user-dashboard',
  createdAt: '2026-11-22T10:00:00.000Z',
  read: false,
  ...overrides,
});

function renderBell() {
  render(
    <AppProviders>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => sessionStore.getState().clearSession());

const slow = { timeout: 5000 };

test('a visitor has no bell and asks nothing', () => {
  const seen = fakeApi(() => undefined);
  renderBell();
  expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
  expect(seen).toEqual([]);
});

test('the bell counts the unread, lists the newest, and marks one or all read', async () => {
  signIn();
  const items = [aNotification(1), aNotification(2), aNotification(3, { read: true })];
  const seen = fakeApi(({ method, url, body }) => {
    if (method === 'GET' && url === '/notifications')
      return ok(items, 'OK', { total: 3, unread: 2, page: 1, limit: 10 });
    if (method === 'POST' && url === '/notifications/read') {
      const which = JSON.parse(String(body)) as { ids?: string[]; all?: boolean };
      return ok({ unread: which.all ? 0 : 1 });
    }
    return undefined;
  });
  renderBell();
  // The count reads through the query layer, which loads lazily: on a busy machine, a while.
  const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' }, slow);
  await userEvent.click(bell);
  const links = screen.getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual([
    'Unread: BTJ-2026-00001: notification 1November 22, 2026 at 12:00 PM',
    'Unread: BTJ-2026-00001: notification 2November 22, 2026 at 12:00 PM',
    'BTJ-2026-00001: notification 3November 22, 2026 at 12:00 PM',
  ]);
  expect(links[0]).toHaveAttribute('href', '/user-dashboard');

  await userEvent.click(links[0]!);
  expect(
    await screen.findByRole('button', { name: 'Notifications, 1 unread' }, slow),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
  await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
  expect(await screen.findByRole('button', { name: 'Notifications' }, slow)).toBeInTheDocument();
  expect(
    seen.filter((r) => r.method === 'POST').map((r) => JSON.parse(String(r.body)) as unknown),
  ).toEqual([{ ids: [items[0]!.id] }, { all: true }]);
});
