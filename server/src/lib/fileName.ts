/**
 * The uploader's file name reduced to something safe to show and to put in a
 * Content-Disposition header: no directories, no control characters, no quotes, bounded length.
 */
export function sanitizeFileName(original: string | undefined | null): string {
  const base = (original ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f"<>:|?*;]/g, '_')
    .replace(/^[\s.]+/, '')
    .trim();
  if (!cleaned) return 'file';
  if (cleaned.length <= 180) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 180 - ext.length) + ext;
}

/** The lower-cased extension without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** `attachment; filename="ascii"; filename*=UTF-8''utf8` (RFC 6266 / 5987). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase(),
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
