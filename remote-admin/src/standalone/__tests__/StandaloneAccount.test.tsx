import { screen } from '@testing-library/react';
import { sessionStore } from 'shared-api';
import { signIn } from 'shared-api/src/testing/fakeApi';
import { renderPage } from '../../__tests__/renderPage';
import { StandaloneAccount } from '../StandaloneAccount';

afterEach(() => sessionStore.getState().clearSession());

test('the dedicated admin entry offers the audit beside Logout, as the shell’s account menu does', () => {
  signIn('admin');
  renderPage(<StandaloneAccount />);
  expect(screen.getByRole('link', { name: 'Audit' })).toHaveAttribute('href', '/audit');
  expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
});
