import { screen, waitFor } from '@testing-library/react';
import { sessionStore } from 'shared-api';
import { ok } from 'shared-api/src/testing/fakeApi';
import { renderAccountMenu } from './support/renderAccountMenu';

afterEach(() => sessionStore.getState().clearSession());

// The account button shows before the query layer (and its unread count) has arrived. When the
// count comes, the same button takes it: a keyboard user who already reached it keeps their place,
// and a press on it is never lost on a button that was swapped out underneath.
test('the account button stays the same element, focused, when the unread count arrives', async () => {
  const seen = renderAccountMenu('client', ({ url }) =>
    url === '/messages/unread' ? ok({ total: 3 }) : ok([], 'OK', { total: 0, unread: 0 }),
  );
  const button = await screen.findByRole(
    'button',
    { name: /^IA account menu for Amélie/ },
    {
      timeout: 5000,
    },
  );
  button.focus();
  await waitFor(() => expect(seen.some(({ url }) => url === '/messages/unread')).toBe(true), {
    timeout: 5000,
  });
  await waitFor(() => expect(button).toHaveAccessibleName(/3 unread/));
  expect(button).toBe(screen.getByRole('button', { name: /^IA account menu for Amélie/ }));
  expect(button).toHaveFocus();
});
