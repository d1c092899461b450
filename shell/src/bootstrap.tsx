import { sessionStore } from 'shared-api';
import { renderApp } from 'shared-boot';
import { registerCatalogueOfShell } from './i18n/catalogue';
import { keepLocaleWithProfile } from './i18n/profileLocale';
import { prerenderElement } from './prerender/takeOverPrerender';
import { createShellRouter } from './routing/router';

registerCatalogueOfShell();
keepLocaleWithProfile();
// A prerendered page is taken over in the language the server painted it in (its <html lang>);
// a signed-in user's texts (loaded on demand) come at once when there is a session.
renderApp(createShellRouter(), {
  serverLocale: prerenderElement() ? document.documentElement.lang : null,
  onDemand: sessionStore.getState().token !== null,
});
