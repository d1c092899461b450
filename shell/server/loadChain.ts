/**
 * A flat load chain: the document of a page already holds remotes.json and asks for every script
 * the page starts with (the shell's main.js, which carries the shared modules every page runs on,
 * is preloaded by index.html itself; here: the owning remote's entry and the page's own chunks,
 * read from its manifest), and opens the connection to the remote's origin, so those scripts
 * download together as soon as the shell's scripts start (after the first paint of a prerendered
 * page) instead of one hop after another
 * (document → main.js → remotes.json → manifest → entry → chunks).
 */
import {
  AFTER_PAINT_ID,
  AFTER_PAINT_MANIFEST_ATTRIBUTE,
  REMOTES_JSON_ID,
  type RemotesJson,
} from '../src/indexHtmlContract';

interface ManifestAssets {
  name: string;
  assets: { js: { sync: string[]; async?: string[] } };
}

/** The parts of a Module Federation mf-manifest.json read here. */
export interface FederationManifest {
  metaData?: { remoteEntry?: { name: string; path?: string } };
  exposes?: ManifestAssets[];
}

export function parseManifest(text: string | null): FederationManifest | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as FederationManifest) : null;
  } catch {
    return null;
  }
}

const syncScripts = (entry: ManifestAssets | undefined) =>
  Array.isArray(entry?.assets?.js?.sync) ? entry.assets.js.sync : [];

/** A remote page's scripts: the remote's entry, then the exposed page's own chunks. */
export function remotePageScripts(
  manifestUrl: string,
  manifest: FederationManifest,
  page: string,
): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const files = [
    entry ? `${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}` : null,
    ...syncScripts(manifest.exposes?.find((expose) => expose.name === page)),
  ];
  return files
    .filter((file): file is string => !!file)
    .map((file) => new URL(file, manifestUrl).href);
}

/** An exposed module's own chunks, without the remote's entry (one the page already loads). */
export function exposeScripts(
  manifestUrl: string,
  manifest: FederationManifest,
  expose: string,
): string[] {
  return syncScripts(manifest.exposes?.find((candidate) => candidate.name === expose)).map(
    (file) => new URL(file, manifestUrl).href,
  );
}

/**
 * The remote page's catalogue chunks in `locale`, among the page's async chunks: a remote names
 * its catalogue chunks `<name>-i18n-<locale>` (remote-landing/src/i18n/catalogue.ts). The live
 * page awaits them before it takes the prerender's place, so they are preloaded with its scripts.
 */
export function remoteCatalogueScripts(
  manifestUrl: string,
  manifest: FederationManifest,
  page: string,
  locale: string,
): string[] {
  const expose = manifest.exposes?.find((candidate) => candidate.name === page);
  const async = Array.isArray(expose?.assets?.js?.async) ? expose.assets.js.async : [];
  const name = new RegExp(`(^|/)[a-z][a-z0-9-]*-i18n-${locale}\\.[0-9a-f]+\\.js$`);
  return async
    .filter((candidate) => name.test(candidate))
    .map((file) => new URL(file, manifestUrl).href);
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** remotes.json as a data block (never run), for shell/build/inline/earlyRemotes.ts. */
export function remotesJsonScript(remotes: RemotesJson): string {
  const json = JSON.stringify(remotes).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${REMOTES_JSON_ID}">${json}</script>`;
}

/**
 * What goes first in <head>: connections to the remote origins (the plain one for scripts, the
 * CORS one for the manifest), remotes.json, and the scripts' preloads in order, then, at low
 * priority, the scripts the live page fetches once it has shown (`later`). The preloads are held
 * in an inert template that the shell's starter puts in place when the page's code starts: a
 * connection is cheap to open early, bytes of script before the first paint are not. The template
 * names the manifest the scripts were read from (`manifest`): the copy this server holds may be
 * of a remote that has since gone down, and Chromium hands a failed preload to the script that
 * later asks for the same URL, so Retry would fail once more after the remote is back.
 */
export function loadChainHead(options: {
  remotes: RemotesJson;
  origins: readonly string[];
  scripts: readonly string[];
  later?: readonly string[];
  manifest?: string;
}): string {
  const preconnects = options.origins.flatMap((origin) => [
    `<link rel="preconnect" href="${attribute(origin)}">`,
    `<link rel="preconnect" href="${attribute(origin)}" crossorigin>`,
  ]);
  const first = new Set(options.scripts);
  const preloads = [...first].map(
    (src) => `<link rel="preload" as="script" href="${attribute(src)}">`,
  );
  const laterPreloads = [...new Set(options.later ?? [])]
    .filter((src) => !first.has(src))
    .map((src) => `<link rel="preload" as="script" href="${attribute(src)}" fetchpriority="low">`);
  const held = [...preloads, ...laterPreloads];
  return [
    ...preconnects,
    remotesJsonScript(options.remotes),
    ...(held.length
      ? [
          `<template id="${AFTER_PAINT_ID}"${
            options.manifest
              ? ` ${AFTER_PAINT_MANIFEST_ATTRIBUTE}="${attribute(options.manifest)}"`
              : ''
          }>${held.join('')}</template>`,
        ]
      : []),
  ].join('');
}
