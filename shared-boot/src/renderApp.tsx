import { StrictMode, type ComponentProps } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { startI18n } from 'shared-i18n';
import { AppProviders } from 'shared-ui';

export type AppRouter = ComponentProps<typeof RouterProvider>['router'];

export interface RenderOptions {
  /** The language of the prerendered page being taken over (its `<html lang>`), if any. */
  serverLocale?: string | null;
  /** Load the on-demand catalogues (a signed-in user's texts) before the first render too. */
  onDemand?: boolean;
}

/**
 * Starts an app on the page's #root: its router inside the theme and the toaster, in StrictMode,
 * once the page's language is chosen and the registered catalogues are loaded for it (the router's
 * loaders already run meanwhile), so the first paint is in the right language.
 */
export function renderApp(
  router: AppRouter,
  { serverLocale = null, onDemand = false }: RenderOptions = {},
): void {
  const render = () =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  startI18n({ serverLocale, onDemand }).then(render, (error: unknown) => {
    // A catalogue that could not load: the page still starts (its texts fall back to English).
    console.error('The language catalogues did not load', error);
    render();
  });
}
