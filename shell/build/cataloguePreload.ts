/**
 * The shell's catalogue chunks (i18n-shell-<locale>, shared-i18n) are asked for by main.js once it
 * runs; this plugin adds an inline script to index.html that preloads the one of the page's
 * language at once (./inline/preloadCatalogue.ts), like the entry scripts' preloads.
 */
import type { Compiler } from '@rspack/core';
import { PRERENDER_ID } from '../src/indexHtmlContract';
import { preloadCatalogue } from './inline/preloadCatalogue';
import { inlineScript } from './inlineScript';

const CHUNK = /^i18n-shell-([a-z]+)$/;
/** shared-i18n's LOCALE_COOKIE (also its localStorage key); a test holds them equal. */
export const LOCALE_KEY = 'btj_locale';

export function preloadCatalogueScript(files: Record<string, string>): string {
  return inlineScript(preloadCatalogue, { files, prerenderId: PRERENDER_ID, key: LOCALE_KEY });
}

export class CataloguePreloadPlugin {
  apply(compiler: Compiler) {
    const { HtmlRspackPlugin } = compiler.webpack;
    compiler.hooks.compilation.tap('CataloguePreloadPlugin', (compilation) => {
      const hooks = HtmlRspackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTagGroups.tap('CataloguePreloadPlugin', (data) => {
        const files: Record<string, string> = {};
        for (const chunk of compilation.chunks) {
          const locale = chunk.name ? CHUNK.exec(chunk.name)?.[1] : undefined;
          const file = [...chunk.files].find((name) => name.endsWith('.js'));
          if (locale && file) files[locale] = `/${file}`;
        }
        if (Object.keys(files).length === 0) return data;
        data.bodyTags = [
          HtmlRspackPlugin.createHtmlTagObject('script', {}, preloadCatalogueScript(files)),
          ...data.bodyTags,
        ];
        return data;
      });
    });
  }
}
