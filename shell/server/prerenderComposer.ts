/**
 * The shell's HTML server side: every page's document gets its load chain flattened
 * (./loadChain.ts), and for a visitor's page request it puts the owning remote's prerendered page
 * (published at build time beside its manifest, see rspack/prerenderConfig.ts) in the
 * shell's index.html, so the page paints with the first response instead of after the
 * federated JavaScript. A remote redeployed with new pages is picked up within `freshMs`, with no
 * shell rebuild; a remote that is down, slow or has no prerender only costs the prerender.
 * Each page is composed in the visitor's language (./pageLocale.ts picks it): that language's
 * prerender, `<html lang>`, and a preload of the page's catalogue chunk, so the live page takes
 * over in the same words as soon as its scripts run.
 */
import { readFile, stat } from 'node:fs/promises';
import {
  exposeScripts,
  loadChainHead,
  parseManifest,
  remoteCatalogueScripts,
  remotePageScripts,
} from './loadChain';
import {
  PRERENDER_DIR,
  REMOTE_BASE_TOKEN,
  prerenderPath,
  type PrerenderLocale,
} from './prerenderFiles';
import { createRemoteFiles, type RemoteFilesOptions } from './remoteFiles';
import { routePattern } from '../build/earlyRemotesScript';
import { PRERENDER_ID, SITE_FRAME } from '../src/indexHtmlContract';
import type { RouteEntry } from '../src/routing/routeTable';

export interface PrerenderComposerOptions extends RemoteFilesOptions {
  /** The shell's built index.html. */
  indexHtml: string;
  /** remotes.json as this deployment serves it: remote name → manifest URL. */
  remotes: () => Record<string, string>;
  /** The shell's route table: only routes open to everyone are prerendered. */
  routes: readonly RouteEntry[];
}

const ROOT_DIV = '<div id="root"></div>';
/** The load chain goes first in <head>, after the charset when there is one. */
const CHARSET = /<meta charset="[^"]*">/i;
const HEAD = '<head>';
const HTML_TAG = /<html\b[^>]*>/i;

/** The document's `<html>` tag with `lang` set to `locale` (added when it has none). */
export function withHtmlLang(html: string, locale: string): string {
  return html.replace(HTML_TAG, (tag) =>
    /\slang=/i.test(tag)
      ? tag.replace(/\slang=("[^"]*"|'[^']*'|[^\s>]+)/i, ` lang="${locale}"`)
      : tag.replace(/^<html\b/i, `<html lang="${locale}"`),
  );
}

/** A built file of the shell, read again when it changes (a new build in place). */
function builtFile(file: string): () => Promise<string> {
  let known: { text: string; mtimeMs: number } | null = null;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (known?.mtimeMs !== mtimeMs) known = { text: await readFile(file, 'utf8'), mtimeMs };
    return known.text;
  };
}

export function createPrerenderComposer(options: PrerenderComposerOptions) {
  const remoteFiles = createRemoteFiles(options);
  const publicRoutes = options.routes
    .filter((route) => !route.roles && !route.byRole)
    .map((route) => ({ pattern: new RegExp(routePattern(route.path)), ...route }));
  const indexHtml = builtFile(options.indexHtml);

  /** The public page at `pathname`: its remote's manifest URL and base, and the exposed page. */
  function publicPage(pathname: string) {
    const route = publicRoutes.find((candidate) => candidate.pattern.test(pathname));
    const manifestUrl = route && options.remotes()[route.remote];
    if (!route || !manifestUrl) return null;
    return {
      manifestUrl,
      base: new URL('.', manifestUrl).href,
      remote: route.remote,
      page: route.page,
    };
  }

  /** The page's prerender in `locale`, with the remote's base URL in place of REMOTE_BASE_TOKEN. */
  async function prerender(
    base: string,
    pathname: string,
    locale: PrerenderLocale,
  ): Promise<string | null> {
    const file = prerenderPath(locale, pathname);
    const body = file && (await remoteFiles.text(new URL(`${PRERENDER_DIR}/${file}`, base).href));
    return body ? body.split(REMOTE_BASE_TOKEN).join(base) : null;
  }

  /**
   * The remote page's scripts, by its manifest (none when the remote cannot be asked): its entry,
   * its chunks, and its catalogues in `locale` (the live page awaits it before it takes over).
   */
  async function remoteScripts(
    manifestUrl: string,
    remote: string,
    page: string,
    locale: PrerenderLocale,
  ): Promise<{ scripts: string[]; later: string[] }> {
    const manifest = parseManifest(await remoteFiles.text(manifestUrl));
    if (!manifest) return { scripts: [], later: [] };
    return {
      scripts: [
        ...remotePageScripts(manifestUrl, manifest, page),
        ...remoteCatalogueScripts(manifestUrl, manifest, page, locale),
      ],
      // A visitor page's live code fetches the site's frame once it has shown: the document
      // names that script too, so every script the page asks for is one the document announced.
      later:
        remote === SITE_FRAME.remote ? exposeScripts(manifestUrl, manifest, SITE_FRAME.page) : [],
    };
  }

  return {
    /**
     * The document for a page request to `pathname` in `locale`: index.html with its
     * `<html lang>`, remotes.json and the scripts' preloads in its head and, for a public page,
     * its prerender in that language (none when the remote has not published that language).
     */
    async page(pathname: string, locale: PrerenderLocale = 'en'): Promise<string> {
      const where = publicPage(pathname);
      const [html, remote, body] = await Promise.all([
        indexHtml(),
        where
          ? remoteScripts(where.manifestUrl, where.remote, where.page, locale)
          : { scripts: [], later: [] },
        where ? prerender(where.base, pathname, locale) : null,
      ]);
      const head = loadChainHead({
        remotes: options.remotes(),
        // Only with its scripts: a remote that could not be asked gets no early connection either.
        origins: where && remote.scripts.length ? [new URL(where.manifestUrl).origin] : [],
        scripts: remote.scripts,
        later: remote.later,
        manifest: where?.manifestUrl,
      });
      const start = CHARSET.exec(html)?.[0] ?? HEAD;
      let document = withHtmlLang(html, locale).replace(start, () => `${start}${head}`);
      if (body && document.includes(ROOT_DIV)) {
        document = document.replace(
          ROOT_DIV,
          () => `<div id="${PRERENDER_ID}">${body}</div>${ROOT_DIV}`,
        );
      }
      return document;
    },
  };
}

export type PrerenderComposer = ReturnType<typeof createPrerenderComposer>;
