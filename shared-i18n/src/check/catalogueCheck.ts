/**
 * The catalogue check, run by npm test (../__tests__/catalogues.test.ts): every key in
 * all three locales, ICU syntax valid, the same placeholders and tags in all three, no key unused,
 * and no English left in `rw`/`fr` except the names allowed in shared-i18n/untranslated.json.
 */
import { parse, type Token } from '@messageformat/parser';
import { DEFAULT_LOCALE, LOCALES } from '../locales';
import type { OwnerCatalogues } from './discover';

/** FormatJS's parser (@formatjs/icu-messageformat-parser's `parse`), for the server's catalogues:
 * the API formats them with intl-messageformat, whose reading differs (tags, apostrophes). */
export type FormatJsParse = (message: string) => FormatJsNode[];
interface FormatJsNode {
  type: number;
  value?: unknown;
  children?: FormatJsNode[];
  options?: Record<string, { value: FormatJsNode[] }>;
}

export interface CheckInput {
  owners: OwnerCatalogues[];
  /** Needed when an owner's catalogues are read by FormatJS (`flavour: 'formatjs'`). */
  formatJsParse?: FormatJsParse;
  /** All source text the keys are looked for in (quoted: 'key', "key" or `key`). */
  sources: string;
  untranslated: { keys: string[]; values: string[] };
  /**
   * Codes an owner words by key (`prefix` + code, e.g. the API's refusals: `error.case.notFound`):
   * each must have its words in every locale, and its key counts as used.
   */
  codes?: readonly CodedOwner[];
}

export interface CodedOwner {
  owner: string;
  prefix: string;
  codes: readonly string[];
}

const TAG = /<\/?([A-Za-z][A-Za-z0-9_-]*)\s*\/?>/g;

/** The argument names and tag names a message uses, e.g. ['{count}', '<link>']; throws on bad ICU. */
export function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') {
        for (const match of token.value.matchAll(TAG)) found.add(`<${match[1]}>`);
      } else if (token.type === 'argument' || token.type === 'function') {
        found.add(`{${token.arg}}`);
      } else if (
        token.type === 'plural' ||
        token.type === 'select' ||
        token.type === 'selectordinal'
      ) {
        found.add(`{${token.arg}}`);
        for (const branch of token.cases) visit(branch.tokens);
      }
    }
  };
  visit(parse(message));
  return [...found].sort();
}

/** The same, as FormatJS reads the message (the server's catalogues). */
export function placeholdersOfFormatJs(message: string, parseMessage: FormatJsParse): string[] {
  const found = new Set<string>();
  const visit = (nodes: FormatJsNode[]) => {
    for (const node of nodes) {
      // 0 literal, 7 '#'; 1 argument, 2 number, 3 date, 4 time; 5 select, 6 plural; 8 tag
      if (node.type >= 1 && node.type <= 6) found.add(`{${String(node.value)}}`);
      if (node.type === 8) found.add(`<${String(node.value)}>`);
      if (node.children) visit(node.children);
      for (const option of Object.values(node.options ?? {})) visit(option.value);
    }
  };
  visit(parseMessage(message));
  return [...found].sort();
}

/** True when a message has no word of its own: only placeholders, tags, digits and signs. */
function hasNoWords(message: string): boolean {
  return !/\p{L}/u.test(message.replace(/\{[^{}]*\}/g, '').replace(TAG, ''));
}

/** Every problem found, one line each; [] when the catalogues are sound. */
export function checkCatalogues({
  owners,
  sources,
  untranslated,
  formatJsParse,
  codes = [],
}: CheckInput): string[] {
  const problems: string[] = [];
  for (const coded of codes) {
    const catalogues = owners.find(({ owner }) => owner === coded.owner)?.catalogues;
    if (!catalogues) {
      problems.push(`${coded.owner}: no catalogues for its codes`);
      continue;
    }
    for (const code of coded.codes)
      for (const locale of LOCALES)
        if (catalogues[locale]?.[`${coded.prefix}${code}`] === undefined)
          problems.push(`${coded.owner}: code ${code} has no ${coded.prefix}${code} in ${locale}`);
  }
  const allowedKeys = new Set(untranslated.keys);
  const allowedValues = new Set(untranslated.values);
  const seen = new Map<string, string>();

  for (const { owner, catalogues, dynamicKeys, flavour = 'lingui' } of owners) {
    if (flavour === 'formatjs' && !formatJsParse) {
      problems.push(`${owner}: its catalogues are FormatJS's, and no FormatJS parser was given`);
      continue;
    }
    const readPlaceholders = (message: string) =>
      flavour === 'formatjs'
        ? placeholdersOfFormatJs(message, formatJsParse!)
        : placeholdersOf(message);
    const english = catalogues[DEFAULT_LOCALE];
    for (const locale of LOCALES) {
      if (!catalogues[locale]) problems.push(`${owner}: no ${locale}.json`);
    }
    if (!english) continue;
    const allKeys = new Set(LOCALES.flatMap((locale) => Object.keys(catalogues[locale] ?? {})));
    const dynamic = new Set(dynamicKeys);
    const coded = new Set(
      codes
        .filter((entry) => entry.owner === owner)
        .flatMap(({ prefix, codes: list }) => list.map((code) => `${prefix}${code}`)),
    );

    for (const key of [...allKeys].sort()) {
      const other = seen.get(key);
      if (other && other !== owner) problems.push(`${owner}: ${key} is also a key of ${other}`);
      seen.set(key, owner);
      if (!/^[a-z][a-zA-Z0-9-]*\.[A-Za-z0-9_.-]+$/.test(key)) {
        problems.push(`${owner}: ${key} is not a namespaced key (owner.name)`);
      }

      const placeholders = new Map<string, string>();
      for (const locale of LOCALES) {
        const message = catalogues[locale]?.[key];
        if (message === undefined) {
          if (catalogues[locale]) problems.push(`${owner}: ${key} is missing in ${locale}`);
          continue;
        }
        if (typeof message !== 'string') {
          problems.push(`${owner}: ${key} in ${locale} is not a string`);
          continue;
        }
        try {
          placeholders.set(locale, readPlaceholders(message).join(' '));
        } catch (error) {
          problems.push(
            `${owner}: ${key} in ${locale} is not valid ICU: ${(error as Error).message}`,
          );
        }
      }
      const englishPlaceholders = placeholders.get(DEFAULT_LOCALE);
      for (const [locale, found] of placeholders) {
        if (englishPlaceholders !== undefined && found !== englishPlaceholders) {
          problems.push(
            `${owner}: ${key} in ${locale} has placeholders [${found}], en has [${englishPlaceholders}]`,
          );
        }
      }

      const englishText = english[key];
      for (const locale of LOCALES) {
        if (locale === DEFAULT_LOCALE) continue;
        const text = catalogues[locale]?.[key];
        if (
          text !== undefined &&
          text === englishText &&
          !allowedKeys.has(key) &&
          !allowedValues.has(text) &&
          !hasNoWords(text)
        ) {
          problems.push(`${owner}: ${key} in ${locale} is the English text "${text}"`);
        }
      }

      const used =
        dynamic.has(key) ||
        coded.has(key) ||
        sources.includes(`'${key}'`) ||
        sources.includes(`"${key}"`) ||
        sources.includes(`\`${key}\``);
      if (!used)
        problems.push(`${owner}: ${key} is used nowhere (or add it to src/i18n/dynamicKeys.json)`);
    }
    for (const key of dynamic) {
      if (!allKeys.has(key))
        problems.push(`${owner}: dynamicKeys.json names ${key}, no catalogue has it`);
    }
  }
  return problems;
}

export interface NamedKeysInput {
  owners: OwnerCatalogues[];
  /** All source text the keys are named in (quoted: 'key', "key" or `key`). */
  sources: string;
  /** The namespaces whose every quoted `namespace.name` in the sources is a text's key. */
  namespaces: readonly string[];
  /** Quoted names of those namespaces that are no text's key (e.g. the API's refusal codes). */
  notKeys?: readonly string[];
}

/**
 * Every key of `namespaces` the sources name is in some catalogue in every locale: a text a
 * component asks for is never missing (shown as its key, or as English in rw and fr).
 */
export function checkNamedKeys({
  owners,
  sources,
  namespaces,
  notKeys = [],
}: NamedKeysInput): string[] {
  if (namespaces.length === 0) return [];
  const skipped = new Set(notKeys);
  const quoted = new RegExp(
    `['"\`]((?:${namespaces.join('|')})\\.[A-Za-z0-9_.-]*[A-Za-z0-9_])['"\`]`,
    'g',
  );
  const named = new Set([...sources.matchAll(quoted)].map(([, key]) => key!));
  const problems: string[] = [];
  for (const key of [...named].sort()) {
    if (skipped.has(key)) continue;
    for (const locale of LOCALES) {
      if (!owners.some(({ catalogues }) => catalogues[locale]?.[key] !== undefined))
        problems.push(`${key} is named in the sources and is in no ${locale} catalogue`);
    }
  }
  return problems;
}
