import { StrictMode, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from 'shared-ui';

export type AppRouter = ComponentProps<typeof RouterProvider>['router'];

/** Starts an app on the page's #root: its router inside the theme and the toaster, in StrictMode. */
export function renderApp(router: AppRouter): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}
