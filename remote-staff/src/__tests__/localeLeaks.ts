import uiEn from '../../../shared-ui/src/i18n/en.json';
import uiRw from '../../../shared-ui/src/i18n/rw.json';
import uiFr from '../../../shared-ui/src/i18n/fr.json';
import uiSignedInEn from '../../../shared-ui/src/i18n/signed-in/en.json';
import uiSignedInRw from '../../../shared-ui/src/i18n/signed-in/rw.json';
import uiSignedInFr from '../../../shared-ui/src/i18n/signed-in/fr.json';
import apiEn from '../../../shared-api/src/i18n/en.json';
import apiRw from '../../../shared-api/src/i18n/rw.json';
import apiFr from '../../../shared-api/src/i18n/fr.json';
import messagesEn from '../../../shared-messages/src/i18n/en.json';
import messagesRw from '../../../shared-messages/src/i18n/rw.json';
import messagesFr from '../../../shared-messages/src/i18n/fr.json';

/**
 * What a page shows a reader, and which of it is still English or a key id: for the rw and fr
 * tests (issue 18). Visible = every text node, the user-visible attributes (aria-label,
 * placeholder, title, alt, label, the cards' data-label) and the options of the selects.
 */
/** The namespace of this remote's own keys (their placeholders match any text). */
const OWN = 'staff.';

const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt', 'label', 'data-label'];

export function visibleStrings(root: ParentNode = document.body): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && ['STYLE', 'SCRIPT'].includes(parent.tagName)) continue;
    found.push(node.textContent ?? '');
  }
  for (const element of Array.from((root as Element).querySelectorAll('*'))) {
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value) found.push(value);
    }
  }
  return found.map((text) => text.trim()).filter((text) => text !== '');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An en message as a whole-string pattern: its placeholders match any text (`loose`), or for a
 * shared package's short message ('{count} messages', 'Case {reference}') one word, so a French
 * 'Voir les messages' or an English case summary (data) is not taken for it. ICU plural and
 * select messages are left out (the tests' own expectations check those).
 */
function patternOf(message: string, loose: boolean): RegExp | null {
  if (/\{\s*\w+\s*,/.test(message)) return null;
  const parts = message.split(/\{\s*\w+\s*\}/);
  // Only placeholders and punctuation ('{status}: {meaning}'): no language to leak.
  if (!/\p{L}/u.test(parts.join(''))) return null;
  const words = parts
    .join(' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word)).length;
  const placeholder = loose || words > 1 ? '.+' : '\\S+';
  return new RegExp(`^${parts.map(escape).join(placeholder)}$`);
}

/** Key ids on screen (`admin.table.view`): a missing text shows the English, never the key. */
const KEY_ID = /\b(?:admin|staff|ui|api|shell|boot|messages|client|landing)\.[a-z]\w*\.\w+/;

/**
 * The visible strings that are English texts of `en` (the catalogue of the page's owner) or key
 * ids. `allowed`: strings that are data (names, e-mails, references) and may match by chance.
 */
export function englishLeft(
  en: Record<string, string>,
  strings: readonly string[] = visibleStrings(),
): string[] {
  const patterns = Object.entries(en)
    .map(([key, message]) => patternOf(message, key.startsWith(OWN)))
    .filter((pattern): pattern is RegExp => pattern !== null);
  return [
    ...new Set(
      strings.filter(
        (text) =>
          (!text.includes('@') && KEY_ID.test(text)) ||
          patterns.some((pattern) => pattern.test(text)),
      ),
    ),
  ];
}

/* The shared packages' texts these pages show too (the frame, dialogs, pagination, states, the
 * API's toasts): their English must not show either. */

type Texts = Record<string, string>;

/**
 * The English of `own` and of the shared packages, less the texts the locale writes the same
 * (names such as Bridge to Justice, Menu, the French 'Client': the catalogue check allows them).
 */
export function englishOf(own: { en: Texts; rw: Texts; fr: Texts }, locale: 'rw' | 'fr'): Texts {
  const en: Texts = { ...uiEn, ...uiSignedInEn, ...apiEn, ...messagesEn, ...own.en };
  const there: Texts =
    locale === 'rw'
      ? { ...uiRw, ...uiSignedInRw, ...apiRw, ...messagesRw, ...own.rw }
      : { ...uiFr, ...uiSignedInFr, ...apiFr, ...messagesFr, ...own.fr };
  return Object.fromEntries(Object.entries(en).filter(([key, text]) => there[key] !== text));
}
