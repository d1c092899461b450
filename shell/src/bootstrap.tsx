import { keepLocaleWithProfile, sessionStore } from 'shared-api';
import { renderApp } from 'shared-boot';
import { registerCatalogueOfShell } from './i18n/catalogue';
import { prerenderElement } from './prerender/takeOverPrerender';
import { prepareFirstPage } from './routing/preparePage';
import { ShellApp } from './routing/router';

registerCatalogueOfShell();
keepLocaleWithProfile();
// The page the app opens on starts loading now. A prerendered page is taken over in the language
// the server painted it in (its <html lang>), by the live page whole: the first render waits for
// its code (the prerender is on screen meanwhile). With no prerender, the app's grey frame shows
// at once. A signed-in user's texts (loaded on demand) come at once when there is a session.
const firstPage = prepareFirstPage(window.location.pathname);
const prerendered = prerenderElement() !== null;
renderApp(<ShellApp />, {
  serverLocale: prerendered ? document.documentElement.lang : null,
  onDemand: sessionStore.getState().token !== null,
  ready: prerendered ? firstPage : undefined,
});
