/**
 * Jest: every browser catalogue of the repo loaded at once (read from disk and compiled as the
 * build's loader does), so a component renders its texts with no async step.
 * jest/setupTests.ts calls installTestCatalogues() before each test: English by default.
 */
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../locales';
import { activateLocaleNow, addCatalogue } from '../runtime';
import { discoverCatalogues } from '../check/discover';

let installed = false;

/** A catalogue as written (id → ICU message) compiled as rspack/i18nCatalogueLoader.mjs does. */
export function compileCatalogue(catalogue: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(catalogue).map(([id, message]) => [id, compileMessageOrThrow(message)]),
  );
}

/** Loads every catalogue of every locale (not the server's) and makes `locale` current. */
export function installTestCatalogues(locale: Locale = DEFAULT_LOCALE): void {
  if (!installed) {
    for (const { owner, catalogues } of discoverCatalogues()) {
      if (owner === 'server') continue;
      // The namespace it is registered under: its keys' prefix, and a set in a folder adds the
      // folder's name (shared-ui/src/i18n/signed-in: 'ui-signed-in').
      const prefix = Object.keys(catalogues.en ?? {})[0]?.split('.')[0];
      if (!prefix) continue;
      const folder = owner.split('/')[1];
      const namespace = folder ? `${prefix}-${folder}` : prefix;
      for (const each of LOCALES) {
        const catalogue = catalogues[each];
        if (catalogue) addCatalogue(namespace, each, compileCatalogue(catalogue));
      }
    }
    installed = true;
  }
  activateLocaleNow(locale);
}
