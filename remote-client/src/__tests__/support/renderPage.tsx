import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DataProvider } from 'shared-api/queries';
import { AppProviders } from 'shared-ui';

/** Shows where the app went, so a test can assert a navigation as the user sees it. */
function Elsewhere() {
  const { pathname } = useLocation();
  return <p>Now at {pathname}</p>;
}

/**
 * Renders a page at a URL under the real providers (the query client too); any other route shows 'Now at {path}'.
 * (Declarative routing: jsdom lacks the Request global the data routers need.)
 */
export function renderPage(path: string, pattern: string, element: ReactElement) {
  return render(
    <AppProviders>
      <DataProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={element} />
            <Route path="*" element={<Elsewhere />} />
          </Routes>
        </MemoryRouter>
      </DataProvider>
    </AppProviders>,
  );
}
