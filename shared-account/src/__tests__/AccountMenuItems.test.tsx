import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from 'shared-api';
import { activateLocaleNow } from 'shared-i18n';
import { renderAccountMenu as renderMenu } from './support/renderAccountMenu';

const slow = { timeout: 5000 }; // the machine may be busy: the lazy query layer loads first

afterEach(() => {
  activateLocaleNow('en');
  sessionStore.getState().clearSession();
});

test('the admin finds the audit in the account menu; a client does not', async () => {
  renderMenu('admin');
  await userEvent.click(await screen.findByRole('button', { name: /account menu/ }, slow));
  expect(await screen.findByRole('link', { name: 'Audit' }, slow)).toHaveAttribute(
    'href',
    '/audit',
  );
});

test('a client has no audit in the account menu', async () => {
  renderMenu('client');
  await userEvent.click(await screen.findByRole('button', { name: /account menu/ }, slow));
  expect(screen.getByRole('link', { name: 'Profile' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Audit' })).not.toBeInTheDocument();
});

test('in French the menu names its owner without a broken elision ("de Amélie")', async () => {
  activateLocaleNow('fr');
  renderMenu('client');
  // The owner's record is read after the menu shows: the name comes with it.
  const button = await screen.findByRole(
    'button',
    { name: 'IA menu du compte\u00a0: Amélie' },
    slow,
  );
  expect(button.getAttribute('aria-label')).not.toMatch(/\bde [AEIOUÉÈHaeiouéèh]/);
});
