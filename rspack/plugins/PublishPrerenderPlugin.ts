import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import {
  PRERENDER_DIR,
  prerenderFragment,
  prerenderPath,
  type PrerenderLocale,
} from '../../shell/server/prerenderFiles';
import { compressedTwins } from './PrecompressPlugin';

interface PrerenderedPage {
  path: string;
  /** Its language: published at prerenderPath(locale, path). */
  locale: PrerenderLocale;
  html: string;
  css: string;
}

/** Writes each page at its path in its language (with .gz and .br) under `dir`. */
export function publishPrerenderedPages(dir: string, pages: readonly PrerenderedPage[]): string[] {
  const written: string[] = [];
  for (const page of pages) {
    const file = prerenderPath(page.locale, page.path);
    if (!file) throw new Error(`No prerender file name for ${page.path} in "${page.locale}"`);
    const buffer = Buffer.from(prerenderFragment(page));
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, buffer);
    for (const [ext, twin] of compressedTwins(buffer)) writeFileSync(`${target}${ext}`, twin);
    written.push(file);
  }
  return written;
}

/**
 * Runs the Node bundle of a remote's prerender entry once it is written and publishes each page
 * in each language as `prerender/<page>.html` (English) or `prerender/<locale>/<page>.html` (with
 * .gz and .br) in the browser build's output, beside its manifest.
 */
export class PublishPrerenderPlugin {
  constructor(
    private readonly bundle: string,
    private readonly webOutput: string,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('PublishPrerenderPlugin', async () => {
      const load = createRequire(this.bundle);
      delete load.cache[this.bundle];
      const module = load(this.bundle) as {
        default: () => PrerenderedPage[] | Promise<PrerenderedPage[]>;
      };
      const dir = path.join(this.webOutput, PRERENDER_DIR);
      mkdirSync(dir, { recursive: true });
      publishPrerenderedPages(dir, await module.default());
    });
  }
}
