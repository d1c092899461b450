/**
 * For the rw and fr tests: what a screen shows a reader, and which of it is a key id or
 * still English. Visible = every text node, the user-visible attributes (aria-label, placeholder,
 * title, alt, label) and the options of the selects (text nodes too).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '../locales';

const REPO = path.resolve(__dirname, '../../..');

const read = (file: string): Record<string, string> =>
  existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};

/** `<owner>/src/i18n/<locale>.json` as written (key → ICU message), with the owner's signed-in
 * set (`src/i18n/signed-in/<locale>.json`: these screens are a signed-in user's). */
const catalogue = (owner: string, locale: Locale): Record<string, string> => ({
  ...read(path.join(REPO, owner, 'src', 'i18n', `${locale}.json`)),
  ...read(path.join(REPO, owner, 'src', 'i18n', 'signed-in', `${locale}.json`)),
});

const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt', 'label'];

export function visibleStrings(root: ParentNode = document.body): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && ['STYLE', 'SCRIPT'].includes(parent.tagName)) continue;
    found.push(node.textContent ?? '');
  }
  for (const element of Array.from((root as Element).querySelectorAll('*'))) {
    // A text with markup (<Trans>: '… <link>ask in its messages</link>.') reads as one string.
    const nodes = Array.from(element.childNodes);
    if (
      nodes.some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) &&
      nodes.some((node) => node.nodeType === Node.ELEMENT_NODE)
    )
      found.push(element.textContent ?? '');
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) found.push(value);
    }
  }
  return found.map((text) => text.replace(/\s+/g, ' ').trim()).filter((text) => text !== '');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message's literal texts around its top-level {…} (a placeholder, a whole plural or select). */
function literalsOf(message: string): string[] {
  const parts: string[] = [''];
  let depth = 0;
  for (const char of message.replace(/<\/?\w+\/?>/g, '')) {
    if (char === '{' && depth++ === 0) parts.push('');
    else if (char === '}' && --depth === 0) parts.push('');
    else if (depth === 0) parts[parts.length - 1] += char;
  }
  return parts.filter((_, index) => index % 2 === 0);
}

/**
 * An en message as a whole-string pattern, each {…} matching any text; null when it has no words
 * of its own, or when its words are all in the locale's text too (French 'messages' in
 * '{count} messages': no leak there).
 */
function patternOf(message: string, translated = ''): RegExp | null {
  const literals = literalsOf(message);
  const words = literals.map((part) => part.trim()).filter((part) => /\p{L}/u.test(part));
  if (words.length === 0 || (literals.length > 1 && words.every((w) => translated.includes(w))))
    return null;
  return new RegExp(`^${literals.map(escape).join('.+')}$`);
}

/** A key id on screen (`client.card.view`): a missing text must show English, never the key. */
const KEY_ID = /\b(?:admin|staff|ui|api|shell|boot|messages|cases|client|landing)\.[a-z]\w*\.\w+/;

/**
 * The English texts a screen in `locale` must not show: every en message of `owners`'s
 * catalogues whose `locale` text differs (a name kept the same in every language is no leak),
 * but for `except` (keys whose English is stored data shown as stored, e.g. case types).
 */
export function englishOf(
  owners: readonly string[],
  locale: Exclude<Locale, 'en'>,
  except: (key: string) => boolean = () => false,
): RegExp[] {
  const patterns: RegExp[] = [];
  // A text the locale itself says somewhere ('Messages' in French) is no leak where it shows.
  const said = new Set(owners.flatMap((owner) => Object.values(catalogue(owner, locale))));
  for (const owner of owners) {
    const en = catalogue(owner, 'en');
    const other = catalogue(owner, locale);
    for (const [key, text] of Object.entries(en)) {
      if (except(key) || said.has(text)) continue;
      const pattern = patternOf(text, other[key]);
      if (pattern) patterns.push(pattern);
    }
  }
  return patterns;
}

/**
 * The visible strings that are key ids or English texts (`patterns` from englishOf). `data`:
 * strings that are the test's data (names, summaries, references) and may match by chance.
 */
export function leaks(
  patterns: readonly RegExp[],
  data: readonly (string | RegExp)[] = [],
  strings = visibleStrings(),
): string[] {
  const isData = (text: string) =>
    data.some((item) => (typeof item === 'string' ? item === text : item.test(text)));
  return [
    ...new Set(
      strings.filter(
        (text) =>
          !isData(text) &&
          ((!text.includes('@') && KEY_ID.test(text)) ||
            patterns.some((pattern) => pattern.test(text))),
      ),
    ),
  ];
}
