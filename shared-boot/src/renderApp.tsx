import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from 'shared-i18n';
import { AppProviders } from 'shared-ui';

export interface RenderOptions {
  /** The language of the prerendered page being taken over (its `<html lang>`), if any. */
  serverLocale?: string | null;
  /** Load the on-demand catalogues (a signed-in user's texts) before the first render too. */
  onDemand?: boolean;
  /** What else the first render waits for (e.g. the code of the page the app opens on). */
  ready?: Promise<unknown>;
}

/**
 * Starts an app (its router and routes) on the page's #root, inside the theme and the toaster, in
 * StrictMode, once the page's language is chosen and the registered catalogues are loaded for it,
 * so the first paint is in the right language.
 */
export function renderApp(
  app: ReactNode,
  { serverLocale = null, onDemand = false, ready }: RenderOptions = {},
): void {
  // A transition: React renders the first page in slices of a few milliseconds, yielding to the
  // browser between them, so a tap on the prerender while the live page is built is not held up
  // by one long task (the commit that puts the page in place is still one step).
  const render = () => {
    const root = createRoot(document.getElementById('root')!);
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProviders>{app}</AppProviders>
        </StrictMode>,
      ),
    );
  };
  const i18n = startI18n({ serverLocale, onDemand }).catch((error: unknown) => {
    // A catalogue that could not load: the page still starts (its texts fall back to English).
    console.error('The language catalogues did not load', error);
  });
  void Promise.all([i18n, ready?.catch(() => undefined)]).then(render);
}
