import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, localeOf, t, type Locale, type MessageKey } from '../../i18n';
import { cookieValue } from '../../lib/sessionCookie';

/** Why a download link does not serve: each is one sentence of the page. */
export type DownloadRefusal = 'signedOut' | 'otherSession' | 'badLink' | 'noAccess' | 'gone';

const REASONS: Record<DownloadRefusal, { status: 403 | 404; key: MessageKey }> = {
  signedOut: { status: 403, key: 'download.page.signedOut' },
  otherSession: { status: 403, key: 'download.page.otherSession' },
  badLink: { status: 403, key: 'download.page.badLink' },
  noAccess: { status: 403, key: 'download.page.noAccess' },
  gone: { status: 404, key: 'download.page.gone' },
};

/** The reader's language: the site's btj_locale cookie, else Accept-Language, else English. */
export function readerLocale(request: FastifyRequest): Locale {
  const chosen = cookieValue(request.headers.cookie, 'btj_locale');
  return isLocale(chosen) ? chosen : localeOf(request.headers['accept-language']);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * A download link is opened by a browser as a page, so a refused one answers a small page in the
 * reader's language saying why (never JSON, never the file), with a link back to the site. No
 * script, no outside resource: its policy allows only its own inline style.
 */
export function sendRefusalPage(
  request: FastifyRequest,
  reply: FastifyReply,
  reason: DownloadRefusal,
  appUrl: string,
): FastifyReply {
  const locale = readerLocale(request);
  const { status, key } = REASONS[reason];
  const title = escapeHtml(t(locale, 'download.page.title'));
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#f5f7fa}
main{max-width:34rem;margin:12vh auto;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.35rem;margin:0 0 1rem;color:#0b3d5c}
a{color:#0b5fa5;font-weight:600}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(t(locale, key))}</p>
<p><a href="${escapeHtml(appUrl)}">${escapeHtml(t(locale, 'download.page.back'))}</a></p>
</main>
</body>
</html>
`;
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-language', locale)
    .header('vary', 'Cookie, Accept-Language')
    .header('cache-control', 'private, no-store')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    )
    .send(html);
}
