/** The longest name kept, in characters (code points); longer ones are cut before the extension. */
export const MAX_FILE_NAME_LENGTH = 180;

/**
 * Characters that change how a name reads without being seen: C0/C1 controls, format characters
 * (the bidi embeddings, overrides, isolates and marks that make `\u202Eexe.txt` read "txt.exe",
 * zero-width spaces, the BOM, soft hyphens) and line or paragraph separators. Zero-width
 * (non-)joiners stay: some scripts need them inside words.
 */
const INVISIBLE = /(?![\u200C\u200D])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
/** Half of a UTF-16 pair without its other half: not text, replaced by U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** What a file system or a header gives meaning to: replaced by `_`. */
const RESERVED = /["<>:|?*;\\/]/g;

/**
 * The uploader's file name reduced to something safe to store, show and put in a
 * Content-Disposition header: no directories, NFC, no invisible or control characters, no quotes
 * or reserved characters, no leading dots, at most MAX_FILE_NAME_LENGTH characters (the
 * extension kept). Nothing left gives `file`.
 */
export function sanitizeFileName(original: string | undefined | null): string {
  const base = (original ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(LONE_SURROGATE, '\uFFFD')
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .replace(/^[\s.]+/, '')
    .trim();
  if (!cleaned) return 'file';
  const chars = [...cleaned];
  if (chars.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? [...cleaned.slice(dot)] : [];
  return chars.slice(0, MAX_FILE_NAME_LENGTH - ext.length).join('') + ext.join('');
}

/** The lower-cased extension without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * `attachment; filename="ascii"; filename*=UTF-8''utf8` (RFC 6266 / 5987), of the name as the
 * rule above makes it, whatever a row holds (names stored before the rule included).
 */
export function attachmentDisposition(name: string): string {
  const clean = sanitizeFileName(name);
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase(),
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
