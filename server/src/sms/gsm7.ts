/**
 * The GSM 03.38 rules of an SMS: which characters the 7-bit default alphabet carries, how many
 * septets a text takes (a character of the extension table takes two: an escape, then itself),
 * and how many segments it is sent in. One segment holds 160 septets (GSM-7) or 70 UTF-16 code
 * units (UCS-2); a longer text is split into parts that each lose room to the concatenation
 * header: 153 septets or 67 code units a part.
 *
 * What the firm sends stays GSM-7: a text in UCS-2 holds less than half as much, so a sentence
 * that fits one GSM-7 segment would take three. `toGsm7` writes a character outside the alphabet
 * as the nearest one inside it: typographic quotes and apostrophes (Kinyarwanda's ’) become ' and
 * ", dashes -, an ellipsis ..., a non-breaking space a space; a letter with an accent the alphabet
 * lacks loses the accent (ê → e, ç → c, ô → o, î → i, û → u, ë → e; capitals the same way) —
 * the alphabet's own accented letters (é è à ù ì ò Ç É Ä Ö Ñ Ü ß …) stay as they are. Anything
 * else that has no GSM-7 form becomes ?.
 */

/** The basic table, in code order (0x1B is the escape to the extension table, not a character). */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each takes two septets (escape + character). */
const EXTENSION = '^{}\\[~]|€\f';

const BASIC_SET = new Set([...BASIC].filter((c) => c !== '\u001b'));
const EXTENSION_SET = new Set([...EXTENSION]);

export type SmsEncoding = 'gsm7' | 'ucs2';

/** A text's encoding: GSM-7 when every character is in the basic or extension table. */
export function encodingOf(text: string): SmsEncoding {
  for (const c of text) if (!BASIC_SET.has(c) && !EXTENSION_SET.has(c)) return 'ucs2';
  return 'gsm7';
}

/** Septets a GSM-7 text takes (an extension character counts 2). */
export function septets(text: string): number {
  let count = 0;
  for (const c of text) count += EXTENSION_SET.has(c) ? 2 : 1;
  return count;
}

export const GSM7_SINGLE = 160;
export const GSM7_PART = 153;
export const UCS2_SINGLE = 70;
export const UCS2_PART = 67;

/**
 * The segments a text is sent in. A GSM-7 part never splits an escape from its character, so a
 * multi-part count walks the text; UCS-2 counts UTF-16 code units (a surrogate pair stays whole).
 */
export function segmentsOf(text: string): {
  encoding: SmsEncoding;
  segments: number;
  units: number;
} {
  const encoding = encodingOf(text);
  if (text.length === 0) return { encoding, segments: 1, units: 0 };
  if (encoding === 'gsm7') {
    const units = septets(text);
    if (units <= GSM7_SINGLE) return { encoding, segments: 1, units };
    let segments = 1;
    let used = 0;
    for (const c of text) {
      const size = EXTENSION_SET.has(c) ? 2 : 1;
      if (used + size > GSM7_PART) {
        segments++;
        used = 0;
      }
      used += size;
    }
    return { encoding, segments, units };
  }
  const units = text.length;
  if (units <= UCS2_SINGLE) return { encoding, segments: 1, units };
  let segments = 1;
  let used = 0;
  for (const c of text) {
    if (used + c.length > UCS2_PART) {
      segments++;
      used = 0;
    }
    used += c.length;
  }
  return { encoding, segments, units };
}

/** Characters outside the alphabet with a GSM-7 stand-in (the rule is in the file's comment). */
const STAND_INS: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '‛': "'",
  ʼ: "'",
  '`': "'",
  '´': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '«': '"',
  '»': '"',
  '–': '-',
  '—': '-',
  '‑': '-',
  '−': '-',
  '…': '...',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '\t': ' ',
  '•': '-',
  '·': '.',
};

/**
 * The text in the GSM-7 alphabet: stand-ins for quotes, dashes and spaces, accents the alphabet
 * lacks dropped (é stays, ê becomes e), anything else `?`. A GSM-7 text comes back unchanged.
 */
export function toGsm7(text: string): string {
  let out = '';
  for (const c of text.normalize('NFC')) {
    if (BASIC_SET.has(c) || EXTENSION_SET.has(c)) out += c;
    else if (c in STAND_INS) out += STAND_INS[c];
    else {
      // The letter without its marks (ê → e, Ô → O); kept only when that is in the alphabet.
      const bare = c.normalize('NFD').replace(/\p{M}+/gu, '');
      out += bare && [...bare].every((b) => BASIC_SET.has(b)) ? bare : '?';
    }
  }
  return out;
}
