import { act, screen } from '@testing-library/react';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { toast } from 'shared-ui';
import { bootStandalone } from '../bootStandalone';

// A page that needs the theme: a styled component reading it fails without the provider.
const Brand = styled.h1`
  color: ${({ theme }) => theme.colors.brand};
`;

const Cases = () => <Brand>Cases page</Brand>;

describe('bootStandalone: a remote at its own URL', () => {
  beforeEach(() => {
    toast.remove();
    document.body.innerHTML = '<div id="root"></div>';
  });

  // Moving between pages needs the data router's Request, which jsdom lacks: e2e covers it.
  it.each([
    ['/cases', 'Cases page'],
    ['/users', 'Users page'],
  ])('at %s it shows that page inside the theme, and toasts', async (path, heading) => {
    window.history.pushState({}, '', path);
    act(() =>
      bootStandalone([
        { path: '/cases', Page: Cases },
        { path: '/users', Page: () => <h1>Users page</h1> },
      ]),
    );

    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
    expect(screen.getAllByRole('heading')).toHaveLength(1);

    // The toaster is there: a toast shows as a status message.
    act(() => void toast.success(`Saved on ${path}`));
    expect(await screen.findByRole('status')).toHaveTextContent(`Saved on ${path}`);
  });

  it('puts every page inside the frame it is given', async () => {
    window.history.pushState({}, '', '/users');
    const Frame = () => (
      <div role="region" aria-label="Frame">
        <Outlet />
      </div>
    );
    act(() => bootStandalone([{ path: '/users', Page: () => <h1>Users page</h1> }], { Frame }));

    const frame = await screen.findByRole('region', { name: 'Frame' });
    expect(frame).toContainElement(await screen.findByRole('heading', { name: 'Users page' }));
  });
});
