import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { keepLocaleWithProfile, sessionStore, type User } from 'shared-api';
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

function renderMenu() {
  render(
    <AppProviders>
      <MemoryRouter>
        <AccountMenu />
      </MemoryRouter>
    </AppProviders>,
  );
}

// As the shell's bootstrap does: a signed-in switch is saved to the profile.
beforeAll(() => keepLocaleWithProfile());
beforeEach(() => {
  document.documentElement.lang = 'en';
  signIn();
});
afterEach(() => {
  sessionStore.getState().clearSession();
});

test('the header and the account menu each offer the languages; a switch changes the texts and <html lang>', async () => {
  const slow = { timeout: 5000 }; // the machine may be busy: the lazy query layer loads first
  const seen = fakeApi(({ method, url }) => {
    if (method === 'GET' && url === '/notifications') return ok([], 'OK', { total: 0, unread: 0 });
    if (method === 'GET' && url === '/users/user-1') return ok(aline);
    if (method === 'PUT' && url === '/users/user-1') return ok({ ...aline, locale: 'fr' });
    return ok([]);
  });
  renderMenu();
  // The header's controls come with their code, fetched for a signed-in user only.
  const header = await screen.findByRole('combobox', { name: 'Language' }, slow);
  expect(
    within(header)
      .getAllByRole('option')
      .map((option) => option.getAttribute('lang')),
  ).toEqual(['en', 'rw', 'fr']);

  await userEvent.click(
    await screen.findByRole('button', { name: /^UA account menu for Aline/ }, slow),
  );
  expect(screen.getByText('Hello! Aline')).toBeInTheDocument();
  expect(screen.getAllByRole('combobox', { name: 'Language' })).toHaveLength(2);

  await userEvent.selectOptions(header, 'fr');
  await waitFor(() => expect(document.documentElement.lang).toBe('fr'), slow);
  // (Choosing in the header closed the menu, as any click outside it does.)
  await userEvent.click(screen.getByRole('button', { name: /^UA menu du compte\u00a0: Aline/ }));
  expect(await screen.findByText('Bonjour ! Aline', {}, slow)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Profil' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
  // Signed in: the choice goes to the profile, so the e-mails follow it.
  await waitFor(
    () =>
      expect(seen.filter((request) => request.method === 'PUT').map((r) => r.body)).toEqual([
        JSON.stringify({ locale: 'fr' }),
      ]),
    slow,
  );

  const [, inMenu] = screen.getAllByRole('combobox', { name: 'Langue' });
  await userEvent.selectOptions(inMenu!, 'rw');
  expect(await screen.findByText('Muraho! Aline', {}, slow)).toBeInTheDocument();
  expect(document.documentElement.lang).toBe('rw');
}, 20_000); // several lazy loads (query layer, catalogues) on a busy machine
