import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { User } from 'shared-api';
import { fakeApi, ok, signIn, type FakeHandler } from 'shared-api/src/testing/fakeApi';
import { AppProviders } from 'shared-ui';
import { AccountMenu } from '../../AccountMenu';

export const amelie = {
  userId: 'user-1',
  firstName: 'Amélie',
  lastName: 'Ingabire',
  email: 'amelie@example.com',
  role: 'admin',
  locale: 'en',
} as unknown as User;

/** Signed in as Amélie with `role`, the account menu rendered; the API answers her record, and
 * everything else with `handler` (by default an empty page). Returns the requests the page made. */
export function renderAccountMenu(
  role: 'client' | 'admin',
  handler: FakeHandler = () => ok([], 'OK', { total: 0, unread: 0 }),
) {
  const seen = fakeApi((request) =>
    request.method === 'GET' && request.url === '/users/user-1'
      ? ok({ ...amelie, role })
      : handler(request),
  );
  signIn(role);
  render(
    <AppProviders>
      <MemoryRouter>
        <AccountMenu />
      </MemoryRouter>
    </AppProviders>,
  );
  return seen;
}
