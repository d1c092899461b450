import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from 'shared-ui';
import { registerCatalogueOfShell } from '../../i18n/catalogue';
import { ChunkFailedScreen } from '../ChunkFailedScreen';

registerCatalogueOfShell();

function renderScreen(onRetry = jest.fn()) {
  render(
    <AppProviders>
      <MemoryRouter>
        <ChunkFailedScreen onRetry={onRetry} />
      </MemoryRouter>
    </AppProviders>,
  );
  return onRetry;
}

afterEach(() => jest.restoreAllMocks());

test('a remote that cannot be loaded: that part of the site is unavailable, not the visitor’s connection', async () => {
  const onRetry = renderScreen();
  expect(await screen.findByRole('heading', { name: 'Loading chunk failed' })).toBeVisible();
  expect(screen.getByText(/This part of the site is unavailable right now/)).toBeVisible();
  expect(screen.queryByText(/connection/i)).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('a browser that knows it is offline is told to check its connection', async () => {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  renderScreen();
  expect(await screen.findByText(/You seem to be offline/)).toBeVisible();
});
