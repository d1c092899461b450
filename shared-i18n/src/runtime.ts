/**
 * The i18n runtime every app shares (a federation singleton, provided by the shell): the current
 * locale, the catalogues each owner registers and loads lazily, and `t`. Messages come compiled
 * by Lingui's compiler at build time (./message.ts formats them): no app touches the library.
 */
import { detectInitialLocale } from './detect';
import { formatMessage, type CompiledMessage } from './message';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';
import { persistLocale, readStoredLocale } from './persistence';

/** A catalogue as its JSON file holds it (id → ICU message), compiled at build time or not. */
export type Catalogue = Record<string, unknown>;
/** What a catalogue loader resolves to: the catalogue, or a module whose default export it is. */
export type CatalogueModule = Catalogue | { default: Catalogue };
export type CatalogueLoader = (locale: Locale) => Promise<CatalogueModule>;

export type Translate = (id: string, values?: Record<string, unknown>) => string;
/** Who changed the locale: the user (switcher), the signed-in user's profile, or the start-up. */
export type LocaleChangeSource = 'user' | 'profile' | 'start';

const isDev = process.env.NODE_ENV !== 'production';

/** Every loaded message, by locale (keys are namespaced by their owner, so they never clash). */
const messages: Record<Locale, Record<string, CompiledMessage>> = { en: {}, rw: {}, fr: {} };

const loaders = new Map<string, CatalogueLoader>();
/** Namespaces registered `onDemand`: not loaded with a first page, only once asked for. */
const onDemand = new Set<string>();
/** Namespaces asked for at least once: a change of language loads them too. */
const wanted = new Set<string>();
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();
const warned = new Set<string>();

let current: Locale = DEFAULT_LOCALE;
let requested: Locale = DEFAULT_LOCALE;
/** Who asked for `requested`: a user's own pick still loading is not taken over by the profile. */
let requestedBy: LocaleChangeSource = 'start';
const storeListeners = new Set<() => void>();
const changeListeners = new Set<(locale: Locale, source: LocaleChangeSource) => void>();

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);
const catalogueKey = (namespace: string, locale: Locale) => `${namespace}:${locale}`;

function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(`[i18n] ${message}`);
}

/** The text of `id` in `locale`: its translation, else the English text, else (a bug the
 * catalogue check catches) the id itself. */
export function translate(locale: Locale, id: string, values?: Record<string, unknown>): string {
  if (hasOwn(messages[locale], id)) return formatMessage(messages[locale][id]!, locale, values);
  if (locale !== DEFAULT_LOCALE && hasOwn(messages[DEFAULT_LOCALE], id)) {
    if (isDev) warnOnce(`"${id}" has no ${locale} text: the English one is shown`);
    return formatMessage(messages[DEFAULT_LOCALE][id]!, DEFAULT_LOCALE, values);
  }
  if (isDev)
    warnOnce(`"${id}" is in no loaded catalogue (is its namespace registered and loaded?)`);
  return id;
}

function makeTranslate(locale: Locale): Translate {
  return (id, values) => translate(locale, id, values);
}

let currentTranslate: Translate = makeTranslate(current);

function changed(): void {
  currentTranslate = makeTranslate(current);
  for (const listener of [...storeListeners]) listener();
}

/** The text of `id` in the current locale, for code outside React (toasts, titles). */
export function t(id: string, values?: Record<string, unknown>): string {
  return translate(current, id, values);
}

export function getLocale(): Locale {
  return current;
}

/** For useSyncExternalStore: a new function after every change of locale or catalogue. */
export function getTranslate(): Translate {
  return currentTranslate;
}

export function subscribe(listener: () => void): () => void {
  storeListeners.add(listener);
  return () => storeListeners.delete(listener);
}

/** Called after each change of locale (not at start-up's detection unless it differs). */
export function onLocaleChange(
  listener: (locale: Locale, source: LocaleChangeSource) => void,
): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

function unwrap(module: CatalogueModule): Catalogue {
  const inner = (module as { default?: unknown }).default;
  return inner && typeof inner === 'object' ? (inner as Catalogue) : (module as Catalogue);
}

function load(locale: Locale, catalogue: CatalogueModule): void {
  Object.assign(messages[locale], unwrap(catalogue));
}

/** Adds a namespace's compiled messages for `locale` at once (tests, the Node prerender). */
export function addCatalogue(namespace: string, locale: Locale, catalogue: CatalogueModule): void {
  load(locale, catalogue);
  loaded.add(catalogueKey(namespace, locale));
  loading.set(catalogueKey(namespace, locale), Promise.resolve());
  changed();
}

/**
 * Registers the catalogues of `namespace` (its keys start with the owner's prefix, e.g. `client.`).
 * `onDemand`: texts no first page needs (a signed-in user's): loaded by `loadCatalogue` or
 * `loadRegisteredCatalogues(locale, { onDemand: true })`, then kept across changes of language. A package or remote
 * calls it when its module loads, with a loader of three lazy imports, e.g.
 * `registerCatalogue('client', (l) => import(`./i18n/${l}.json`))`: its catalogue is a chunk of
 * its own build, so a redeployed remote brings its new texts with no shell rebuild.
 */
export function registerCatalogue(
  namespace: string,
  load: CatalogueLoader,
  options: { onDemand?: boolean } = {},
): void {
  if (!/^[a-z][a-zA-Z0-9-]*$/.test(namespace)) {
    throw new Error(`"${namespace}" is not a catalogue namespace (e.g. "client")`);
  }
  loaders.set(namespace, load);
  if (options.onDemand) onDemand.add(namespace);
}

export function isCatalogueLoaded(namespace: string, locale: Locale = current): boolean {
  return loaded.has(catalogueKey(namespace, locale));
}

/** Loads `namespace`'s catalogue for `locale` (once; a failed load is tried again next time). */
export function loadCatalogue(namespace: string, locale: Locale = current): Promise<void> {
  wanted.add(namespace);
  const key = catalogueKey(namespace, locale);
  const known = loading.get(key);
  if (known) return known;
  const loader = loaders.get(namespace);
  if (!loader) return Promise.reject(new Error(`No catalogue is registered for "${namespace}"`));
  const promise = loader(locale).then(
    (module) => {
      load(locale, module);
      loaded.add(key);
      changed();
    },
    (error: unknown) => {
      loading.delete(key);
      throw error;
    },
  );
  loading.set(key, promise);
  return promise;
}

/**
 * Loads the registered catalogues for `locale` (the current one by default): every namespace but
 * the on-demand ones not asked for yet (`onDemand: true` loads those too). The shell awaits it
 * after loading a remote's page (with onDemand for a signed-in page), so a page never shows keys
 * or another language.
 */
export async function loadRegisteredCatalogues(
  locale: Locale = current,
  options: { onDemand?: boolean } = {},
): Promise<void> {
  let count: number;
  do {
    count = loaders.size; // a namespace registered while these load is loaded too
    const namespaces = [...loaders.keys()].filter(
      (namespace) => options.onDemand || !onDemand.has(namespace) || wanted.has(namespace),
    );
    await Promise.all(namespaces.map((namespace) => loadCatalogue(namespace, locale)));
  } while (loaders.size !== count);
}

/**
 * Switches to `locale` once every registered catalogue is loaded for it (the page shows the old
 * language until then, never a mix), keeps it (cookie, localStorage, `<html lang>`) and tells the
 * listeners. A later call wins over one still loading.
 */
export async function setLocale(
  locale: Locale,
  { source = 'user' }: { source?: LocaleChangeSource } = {},
): Promise<void> {
  if (!isLocale(locale)) throw new Error(`"${String(locale)}" is not one of ${LOCALES.join(', ')}`);
  // A language chosen for the user (their profile's) never overrides the one they just picked
  // themselves while its texts are still loading: theirs is the later word.
  if (source !== 'user' && requestedBy === 'user' && requested !== current) return;
  requested = locale;
  requestedBy = source;
  await loadRegisteredCatalogues(locale);
  if (requested !== locale) return;
  persistLocale(locale);
  if (current === locale) return;
  current = locale;
  changed();
  for (const listener of [...changeListeners]) listener(locale, source);
}

/**
 * Chooses the page's first locale (a prerender's `<html lang>`, then the kept choice, then the
 * browser's languages), keeps it, and loads the registered catalogues for it (`onDemand`: those
 * loaded on demand too). The app renders once this resolves.
 */
export async function startI18n(
  options: { serverLocale?: string | null; onDemand?: boolean } = {},
): Promise<Locale> {
  const stored = readStoredLocale();
  const locale = detectInitialLocale({
    serverLocale: options.serverLocale,
    cookie: stored.cookie,
    storage: stored.storage,
    languages: typeof navigator !== 'undefined' ? navigator.languages : null,
  });
  requested = locale;
  current = locale;
  persistLocale(locale);
  changed();
  await loadRegisteredCatalogues(locale, { onDemand: options.onDemand });
  return locale;
}

/** Sets the current locale without loading or keeping anything (tests, the Node prerender). */
export function activateLocaleNow(locale: Locale): void {
  requested = locale;
  current = locale;
  changed();
}

/**
 * Texts kept in an object (a call's fallbacks, its toasts) read from the catalogue when they are
 * read, in the locale of that moment: `catalogueTexts({ saved: 'api.profile.saved' }).saved`.
 */
export function catalogueTexts<T extends Record<string, string>>(
  ids: T,
): { readonly [K in keyof T]: string } {
  const texts = {};
  for (const [name, id] of Object.entries(ids)) {
    Object.defineProperty(texts, name, { get: () => t(id), enumerable: true });
  }
  return texts as { readonly [K in keyof T]: string };
}
