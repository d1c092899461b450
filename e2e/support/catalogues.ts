/**
 * The apps' and the server's message catalogues as the repo holds them (`<owner>/src/i18n/*.json`),
 * so a test can find a text in another language by its English text, and ask whether English is
 * left on a page, without knowing any key.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Locale = 'en' | 'rw' | 'fr';
type Catalogue = Record<string, string>;

const ROOT = path.resolve(__dirname, '..', '..');
const APP_OWNERS = [
  'shell',
  'shared-ui',
  'shared-api',
  'shared-boot',
  'shared-messages',
  'shared-account',
  'shared-cases',
  'remote-landing',
  'remote-client',
  'remote-staff',
  'remote-admin',
];

/** Every `<locale>.json` of an owner's `src/i18n` (its sets in subfolders too), merged. */
function read(owner: string, locale: Locale): Catalogue {
  const root = path.join(ROOT, owner, 'src', 'i18n');
  if (!existsSync(root)) return {};
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => path.basename(file) === `${locale}.json`,
  );
  return Object.assign(
    {},
    ...files.map((file) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Catalogue),
  ) as Catalogue;
}

function merged(owners: readonly string[], locale: Locale): Catalogue {
  return Object.assign({}, ...owners.map((owner) => read(owner, locale))) as Catalogue;
}

const apps: Record<Locale, Catalogue> = {
  en: merged(APP_OWNERS, 'en'),
  rw: merged(APP_OWNERS, 'rw'),
  fr: merged(APP_OWNERS, 'fr'),
};
const server: Record<Locale, Catalogue> = {
  en: read('server', 'en'),
  rw: read('server', 'rw'),
  fr: read('server', 'fr'),
};

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * What the apps say in `locale` where they say `english` (a text with no placeholder), as an exact
 * pattern of every translation one English text has (one English label may have two keys).
 */
export function say(locale: Locale, english: string): RegExp {
  return new RegExp(`^\\s*(${sayAny(locale, english)})\\s*$`);
}

/** The pattern source of every `locale` text of `english`, to put in a larger pattern. */
export function sayAny(locale: Locale, english: string): string {
  const keys = Object.entries(apps.en)
    .filter(([, text]) => text === english)
    .map(([key]) => key);
  if (keys.length === 0) throw new Error(`no catalogue says "${english}" in English`);
  const texts = [...new Set(keys.flatMap((key) => (apps[locale][key] ? [apps[locale][key]] : [])))];
  if (texts.length === 0) throw new Error(`"${english}" has no ${locale} text`);
  return texts.map(escape).join('|');
}

/** A server catalogue's message in `locale` as a pattern: each `{placeholder}` matches any text. */
export function serverSays(locale: Locale, key: string): RegExp {
  const message = server[locale][key];
  if (!message) throw new Error(`the server's ${locale} catalogue has no ${key}`);
  const parts = message.split(/\{[^{}]*\}/).map(escape);
  return new RegExp(parts.join('.+?'));
}

/**
 * Texts of the en catalogues that a page in another language must not show: not the same in that
 * language, and not used by that language's own texts (a name such as a service's, which the
 * Kinyarwanda text writes as it is).
 */
function englishOnly(catalogues: Record<Locale, Catalogue>, locale: Locale): string[] {
  const own = Object.values(catalogues[locale]).join('\n');
  return Object.entries(catalogues.en)
    .filter(([key, english]) => english !== catalogues[locale][key])
    .map(([, english]) => english)
    .filter((english) => !/[{}<]/.test(english) && /[a-z]{3}/i.test(english))
    .filter((english) => english.trim().split(/\s+/).length >= 2 || english.length >= 8)
    .filter((english) => !own.includes(english));
}

function found(text: string, candidates: string[]): string[] {
  const flat = text.replace(/\s+/g, ' ');
  return [...new Set(candidates)].filter((english) =>
    new RegExp(`(^|[^\\p{L}])${escape(english)}($|[^\\p{L}])`, 'u').test(flat),
  );
}

/** English texts of the apps' catalogues found in `text` (a page's visible text in `locale`). */
export function englishLeftIn(text: string, locale: Locale): string[] {
  return found(text, englishOnly(apps, locale));
}

/** English texts of the server's catalogues found in `text` (a mail in `locale`). */
export function serverEnglishLeftIn(text: string, locale: Locale): string[] {
  return found(text, englishOnly(server, locale));
}
