/** The pieces the browser build and the Node prerender build both use. */
import path from 'node:path';
import { rspack } from '@rspack/core';
import { apiUrl } from '../topology';
import type { AppConfigOptions } from '../rspack.config.base';

export type Mode = 'development' | 'production';

export function outputDir(options: AppConfigOptions): string {
  // BUILD_OUT lets the e2e suite build beside `dist/` without touching what `npm start` serves.
  return path.join(options.dir, process.env.BUILD_OUT ?? 'dist');
}

/** TypeScript and TSX through swc, for a browser (or Node: the prerender) target. */
export function scriptRule(isDev: boolean, targets: string) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: {
          react: { runtime: 'automatic', development: isDev, refresh: isDev },
        },
        experimental: {
          plugins: [],
        },
      },
      env: { targets },
    },
    type: 'javascript/auto',
  };
}

/**
 * A package's catalogues (`src/i18n/en.json`, `rw.json`, `fr.json`) are compiled at build time
 * (./i18nCatalogueLoader.mjs): the browser gets Lingui's compiled messages, never the ICU parser.
 */
export const catalogueRule = {
  // src/i18n/<locale>.json, and a set loaded on demand in a folder below (src/i18n/signed-in/…).
  test: /[\\/]src[\\/]i18n[\\/](?:[\w-]+[\\/])?(en|rw|fr)\.json$/,
  loader: path.join(__dirname, 'i18nCatalogueLoader.mjs'),
  type: 'javascript/auto',
} as const;

export const imageRule = { test: /\.(png|jpe?g|webp|avif|svg)$/i, type: 'asset/resource' } as const;

export function definitions(mode: Mode) {
  return new rspack.DefinePlugin({
    'process.env.API_URL': JSON.stringify(apiUrl()),
    'process.env.NODE_ENV': JSON.stringify(mode),
  });
}
