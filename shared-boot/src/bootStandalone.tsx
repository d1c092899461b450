import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders, type RemotePageProps } from 'shared-ui';

export interface StandaloneRoute {
  path: string;
  Page: ComponentType<RemotePageProps>;
}

/** Boots a remote on its own URL for its team: its pages, the theme and the toaster, no shell. */
export function bootStandalone(routes: StandaloneRoute[]): void {
  const router = createBrowserRouter(routes.map(({ path, Page }) => ({ path, element: <Page /> })));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
