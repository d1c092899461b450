import { registerCatalogueOfBoot } from './i18n/catalogue';

registerCatalogueOfBoot();

// What starts an app in the browser: the shell's render step, and a remote's standalone entry.
export { bootStandalone, type StandaloneOptions, type StandaloneRoute } from './bootStandalone';
export { renderApp, type RenderOptions } from './renderApp';
