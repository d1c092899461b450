import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore, userStore, type User } from 'shared-api';
import { fakeApi, ok, signIn } from 'shared-api/src/testing/fakeApi';
import { AppProviders } from 'shared-ui';
import { AccountMenu } from '../AccountMenu';

const aline = {
  userId: 'user-1',
  firstName: 'Aline',
  lastName: 'Uwase',
  email: 'aline@example.com',
  role: 'client',
  locale: 'en',
} as unknown as User;

afterEach(() => {
  sessionStore.getState().clearSession();
  userStore.getState().clear();
});

// The account button shows before the query layer (and its unread count) has arrived. When the
// count comes, the same button takes it: a keyboard user who already reached it keeps their place,
// and a press on it is never lost on a button that was swapped out underneath.
test('the account button stays the same element, focused, when the unread count arrives', async () => {
  const seen = fakeApi(({ url }) =>
    url === '/messages/unread' ? ok({ total: 3 }) : ok([], 'OK', { total: 0, unread: 0 }),
  );
  signIn('client');
  userStore.setState({ userData: aline });
  render(
    <AppProviders>
      <MemoryRouter>
        <AccountMenu />
      </MemoryRouter>
    </AppProviders>,
  );
  const button = await screen.findByRole(
    'button',
    { name: /^UA account menu for Aline/ },
    {
      timeout: 5000,
    },
  );
  button.focus();
  await waitFor(() => expect(seen.some(({ url }) => url === '/messages/unread')).toBe(true), {
    timeout: 5000,
  });
  await waitFor(() => expect(button).toHaveAccessibleName(/3 unread/));
  expect(button).toBe(screen.getByRole('button', { name: /^UA account menu for Aline/ }));
  expect(button).toHaveFocus();
});
