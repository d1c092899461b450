import { use, useId, useSyncExternalStore, type ReactElement } from 'react';
import { LANGUAGE_LABEL, LOCALE_NAMES, LOCALES, isLocale, type Locale } from './locales';
import { escapeValues, renderRichText } from './richText';
import {
  getLocale,
  getTranslate,
  isCatalogueLoaded,
  loadCatalogue,
  setLocale,
  subscribe,
  type Translate,
} from './runtime';

/** `t` for a component: re-renders the component when the locale or a catalogue changes. */
export function useT(): Translate {
  return useSyncExternalStore(subscribe, getTranslate, getTranslate);
}

/** The current locale and a way to change it (kept, and saved to a signed-in user's profile). */
export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => void } {
  useT(); // subscribes: a change of locale re-renders
  return { locale: getLocale(), setLocale: chooseLocale };
}

function chooseLocale(locale: Locale): void {
  setLocale(locale, { source: 'user' }).catch((error: unknown) => {
    console.error(`Switching to ${locale} failed`, error);
  });
}

/**
 * Suspends until `namespace`'s catalogue for the current locale is loaded, so a page never shows
 * keys or another language (the nearest Suspense boundary shows its fallback meanwhile).
 */
export function useCatalogue(namespace: string): void {
  const locale = getLocale();
  useT();
  if (!isCatalogueLoaded(namespace, locale)) use(loadCatalogue(namespace, locale));
}

export interface TransProps {
  id: string;
  values?: Record<string, unknown>;
  /** The elements the message's tags stand for: `{ b: <strong />, link: <a href="/x" /> }`. */
  components?: Record<string, ReactElement>;
}

/** A text with markup: `<Trans id="landing.terms" components={{ link: <a href="/terms" /> }} />`. */
export function Trans({ id, values, components }: TransProps) {
  const translate = useT();
  return <>{renderRichText(translate(id, escapeValues(values)), components)}</>;
}

export interface LanguageSwitcherProps {
  className?: string;
  /** true: the label is given to assistive technology only (aria-label), not shown. */
  hideLabel?: boolean;
}

/**
 * The language choice: a labelled select whose options are each language's name in that
 * language (with its `lang`). Choosing one switches every text once its catalogues are loaded.
 */
export function LanguageSwitcher({ className, hideLabel = false }: LanguageSwitcherProps) {
  const { locale, setLocale: choose } = useLocale();
  const id = useId();
  const label = LANGUAGE_LABEL[locale];
  return (
    <span className={className} data-language-switcher="">
      {hideLabel ? null : <label htmlFor={id}>{label}</label>}
      <select
        id={id}
        value={locale}
        aria-label={hideLabel ? label : undefined}
        onChange={(event) => {
          if (isLocale(event.target.value)) choose(event.target.value);
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </span>
  );
}
