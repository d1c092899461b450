import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DataProvider } from 'shared-api/queries';
import { AppProviders } from 'shared-ui';

/** Renders with the theme, the toaster, the query client and a router at `path`. */
export function renderPage(ui: ReactElement, path = '/') {
  return render(
    <AppProviders>
      <DataProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </DataProvider>
    </AppProviders>,
  );
}
