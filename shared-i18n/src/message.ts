/**
 * Formats a message compiled at build time by Lingui's compiler (@lingui/message-utils'
 * compileMessage, run by rspack/i18nCatalogueLoader.mjs): a string, or a list of text and
 * `[name]`, `[name, 'number' | 'date' | 'time', style]`, `[name, 'plural' | 'selectordinal' |
 * 'select', cases]` tokens. Lingui's own runtime (@lingui/core, 2.2 KB gz) was measured over the
 * visitor's budget with this layer's other code: this is the part of it the apps need.
 */
import { formatDate, formatNumber } from './format';
import type { Locale } from './locales';

export type CompiledToken = string | [string, string?, unknown?];
export type CompiledMessage = string | CompiledToken[];

/** Intl has no `rw` plural data in Chromium (Node differs): `rw` uses en-US's, the same everywhere. */
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralCategory(locale: Locale, value: number, ordinal: boolean): string {
  const key = `${locale}${ordinal}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale === 'fr' ? 'fr' : 'en-US', {
      type: ordinal ? 'ordinal' : 'cardinal',
    });
    pluralRules.set(key, rules);
  }
  return rules.select(value);
}

type Cases = Record<string, CompiledMessage> & { offset?: number };

export function formatMessage(
  message: CompiledMessage,
  locale: Locale,
  values: Record<string, unknown> = {},
): string {
  const run = (tokens: CompiledMessage, count?: string): string => {
    if (typeof tokens === 'string') return tokens;
    let out = '';
    for (const token of tokens) {
      if (typeof token === 'string') {
        out += token === '#' && count !== undefined ? count : token;
        continue;
      }
      const [name, type, style] = token;
      const value = values[name];
      if (type === 'plural' || type === 'selectordinal') {
        const cases = style as Cases;
        const n = Number(value) - (cases.offset ?? 0);
        const branch =
          cases[String(value)] ??
          cases[pluralCategory(locale, n, type === 'selectordinal')] ??
          cases.other;
        out += branch === undefined ? '' : run(branch, formatNumber(n, {}, locale));
      } else if (type === 'select') {
        const cases = style as Cases;
        const key = String(value);
        const branch = Object.prototype.hasOwnProperty.call(cases, key) ? cases[key] : cases.other;
        out += branch === undefined ? '' : run(branch, count);
      } else if (type === 'number') {
        out += formatNumber(
          Number(value),
          style === 'percent'
            ? { style: 'percent' }
            : style === 'integer'
              ? { maximumFractionDigits: 0 }
              : {},
          locale,
        );
      } else if (type === 'date' || type === 'time') {
        out += formatDate(
          value as Date,
          type === 'time' ? 'time' : style === 'short' ? 'short' : 'long',
          locale,
        );
      } else if (value !== undefined && value !== null) {
        out += String(value);
      }
    }
    return out;
  };
  return run(message);
}
