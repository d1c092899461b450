import type { ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { RemotePageProps } from 'shared-ui';
import { renderApp } from './renderApp';

export interface StandaloneRoute {
  path: string;
  Page: ComponentType<RemotePageProps>;
}

/**
 * Boots a remote on its own URL for its team: its pages, the theme and the toaster, no shell; with
 * every catalogue, the signed-in texts too (a standalone remote is a signed-in entry, e.g. admin's).
 */
export function bootStandalone(routes: StandaloneRoute[]): void {
  renderApp(
    <BrowserRouter>
      <Routes>
        {routes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Routes>
    </BrowserRouter>,
    { onDemand: true },
  );
}
