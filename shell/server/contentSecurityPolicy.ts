/**
 * The security headers of the apps' HTML: a Content-Security-Policy made for the exact document
 * served (a sha256 hash for each of its inline scripts, the prerender's included), so only the
 * page's own scripts and those of the configured remotes run. The session token lives in
 * localStorage: this policy is what keeps injected script away from it.
 */
import { createHash } from 'node:crypto';

export interface PolicyOrigins {
  /** The API the pages call (fetch): e.g. http://localhost:4000. */
  api: string | null;
  /** The remotes' origins: their manifests (fetch), entries and chunks (script), images. */
  remotes: readonly string[];
}

/** Inline <script> elements: the text between the tags, exactly as the browser hashes it. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;

/** One `'sha256-…'` source per distinct inline script of the document, in document order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes ?? '')) continue;
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...hashes];
}

/** The origin of a URL, or null for anything that is not an absolute http(s) URL. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The policy of one document. Styles allow 'unsafe-inline': styled-components writes its rules
 * into <style> elements it makes at run time (and React sets style attributes), whose content no
 * hash can know in advance, and a per-response nonce would have to reach every remote's bundle;
 * scripts, where an injection would read the token, get no such allowance.
 */
export function contentSecurityPolicy(html: string, origins: PolicyOrigins): string {
  const remotes = [...new Set(origins.remotes)];
  const api = origins.api ? [origins.api] : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...inlineScriptHashes(html)]],
    ['connect-src', ["'self'", ...api, ...remotes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // The favicon is a data: URL; a prerendered page shows its remote's images.
    ['img-src', ["'self'", 'data:', ...remotes]],
    ['font-src', ["'self'", ...remotes]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * Headers of every answer of an app's static server. No referrer at all: the pages need none, and
 * the verify and reset pages carry their token in the URL (as download links carry a signature).
 */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
};
