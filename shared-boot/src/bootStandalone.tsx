import type { ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { RemotePageProps } from 'shared-ui';
import { renderApp } from './renderApp';

export interface StandaloneRoute {
  path: string;
  Page: ComponentType<RemotePageProps>;
}

export interface StandaloneOptions {
  /**
   * What stays around every page while the user moves between them (it renders react-router's
   * `<Outlet />` where the page goes), e.g. what follows the session.
   */
  Frame?: ComponentType;
}

/**
 * Boots a remote on its own URL for its team: its pages, the theme and the toaster, no shell; with
 * every catalogue, the signed-in texts too (a standalone remote is a signed-in entry, e.g. admin's).
 */
export function bootStandalone(routes: StandaloneRoute[], { Frame }: StandaloneOptions = {}): void {
  const pages = routes.map(({ path, Page }) => <Route key={path} path={path} element={<Page />} />);
  renderApp(
    <BrowserRouter>
      <Routes>{Frame ? <Route element={<Frame />}>{pages}</Route> : pages}</Routes>
    </BrowserRouter>,
    { onDemand: true },
  );
}
