/**
 * What a page shows a reader, and which of it is still English or a key id: for the rw and fr
 * tests (issue 18). Visible = every text node, the user-visible attributes (aria-label,
 * placeholder, title, alt, label, the cards' data-label) and the options of the selects.
 */
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

/** An en message as a whole-string pattern: its placeholders match any text. ICU plural and
 * select messages are left out (their English is checked by the tests' own expectations). */
function patternOf(message: string): RegExp | null {
  if (/\{\s*\w+\s*,/.test(message)) return null;
  const parts = message.split(/\{\s*\w+\s*\}/);
  // Only placeholders and punctuation ('{status}: {meaning}'): no language to leak.
  if (!/\p{L}/u.test(parts.join(''))) return null;
  return new RegExp(`^${parts.map(escape).join('.+')}$`);
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
  const patterns = Object.values(en)
    .map(patternOf)
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
