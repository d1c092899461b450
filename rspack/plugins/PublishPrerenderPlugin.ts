import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Compiler } from '@rspack/core';
import {
  PRERENDER_DIR,
  prerenderFileName,
  prerenderFragment,
} from '../../shell/server/prerenderFiles';
import { compressedTwins } from './PrecompressPlugin';

interface PrerenderedPage {
  path: string;
  html: string;
  css: string;
}

/**
 * Runs the Node bundle of a remote's prerender entry once it is written and publishes each page
 * as `prerender/<page>.html` (with .gz and .br) in the browser build's output, beside its manifest.
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
      const module = load(this.bundle) as { default: () => PrerenderedPage[] };
      const dir = path.join(this.webOutput, PRERENDER_DIR);
      mkdirSync(dir, { recursive: true });
      for (const page of module.default()) {
        const file = prerenderFileName(page.path);
        if (!file) throw new Error(`No prerender file name for ${page.path}`);
        const buffer = Buffer.from(prerenderFragment(page));
        writeFileSync(path.join(dir, file), buffer);
        for (const [ext, twin] of compressedTwins(buffer)) {
          writeFileSync(path.join(dir, `${file}${ext}`), twin);
        }
      }
    });
  }
}
