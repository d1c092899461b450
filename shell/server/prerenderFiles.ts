/**
 * The contract between a remote's prerendered pages and the shell's HTML server: where a page's
 * prerender is published, and how it refers to the remote's own files before anyone knows where
 * the remote is deployed.
 */

/** Folder of prerendered pages beside a remote's mf-manifest.json. */
export const PRERENDER_DIR = 'prerender';

/**
 * Written in place of the remote's base URL (its files' public path) in every prerendered page;
 * the shell's HTML server puts the base of the manifest URL from remotes.json there.
 */
export const REMOTE_BASE_TOKEN = '__BTJ_REMOTE_BASE__/';

/** The file one path's prerender is published as: `/` → index.html, `/forgot-password` → forgot-password.html. */
export function prerenderFileName(pathname: string): string | null {
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  if (!/^[a-z0-9-]*(\/[a-z0-9-]+)*$/i.test(slug)) return null;
  return `${slug || 'index'}.html`;
}

/** The languages a remote prerenders its pages in (shared-i18n's LOCALES, the default first). */
export const PRERENDER_LOCALES = ['en', 'rw', 'fr'] as const;
export type PrerenderLocale = (typeof PRERENDER_LOCALES)[number];

/**
 * Where one path's prerender in `locale` is published under PRERENDER_DIR: English where it always
 * was (`index.html`: an older shell server still finds it), another language in its folder
 * (`fr/index.html`, `rw/forgot-password.html`).
 */
export function prerenderPath(locale: PrerenderLocale, pathname: string): string | null {
  const file = prerenderFileName(pathname);
  if (!file || !(PRERENDER_LOCALES as readonly string[]).includes(locale)) return null;
  return locale === 'en' ? file : `${locale}/${file}`;
}

/** One prerendered page as a remote publishes it: its CSS, then its markup. */
export function prerenderFragment(page: { css: string; html: string }): string {
  return `<style>${page.css}</style>${page.html}`;
}
