import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import type { RemotePageProps } from 'shared-ui';
import { renderApp } from './renderApp';

export interface StandaloneRoute {
  path: string;
  Page: ComponentType<RemotePageProps>;
}

/** Boots a remote on its own URL for its team: its pages, the theme and the toaster, no shell. */
export function bootStandalone(routes: StandaloneRoute[]): void {
  renderApp(createBrowserRouter(routes.map(({ path, Page }) => ({ path, element: <Page /> }))));
}
