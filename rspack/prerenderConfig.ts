import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { REMOTE_BASE_TOKEN } from '../shell/server/prerenderFiles';
import { catalogueRule, definitions, imageRule, outputDir, scriptRule } from './buildParts';
import type { AppConfigOptions } from '../rspack.config.base';
import { PublishPrerenderPlugin } from './plugins/PublishPrerenderPlugin';

const PRERENDER_ENTRY = path.join(__dirname, '../shell/build/prerender/renderEntry.ts');
const PRERENDER_ROUTES = 'prerender-routes';

/**
 * The Node build of an app's prerender entry. Packages come from node_modules at run time (the
 * same React and styled-components the renderer uses); the workspace packages are compiled in.
 * Images keep the browser build's file names, under REMOTE_BASE_TOKEN.
 */
export function createPrerenderConfig(
  options: AppConfigOptions & { prerender: string },
): Configuration {
  const output = path.join(
    options.dir,
    'node_modules/.cache/prerender',
    process.env.BUILD_OUT ?? 'dist',
  );
  return {
    name: `${options.name}-prerender`,
    dependencies: [options.name],
    mode: 'production',
    context: options.dir,
    // The shell's renderer is the entry; it reads the app's list of pages as PRERENDER_ROUTES.
    entry: { prerender: PRERENDER_ENTRY },
    target: 'node20',
    devtool: false,
    output: {
      path: output,
      filename: '[name].cjs',
      chunkFilename: '[name].cjs',
      library: { type: 'commonjs2' },
      publicPath: REMOTE_BASE_TOKEN,
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: { [`${PRERENDER_ROUTES}$`]: path.resolve(options.dir, options.prerender) },
    },
    externalsType: 'commonjs',
    externals: [
      ({ request }, callback) => {
        const bare =
          !!request &&
          /^[@a-z]/i.test(request) &&
          !/^shared-[a-z0-9]+(\/|$)/.test(request) && // workspace packages: compiled in
          // Lingui's runtime is ESM only (the renderer is CommonJS): compiled in as well.
          !/^@lingui\//.test(request) &&
          request !== PRERENDER_ROUTES;
        if (bare) callback(undefined, request);
        else callback();
      },
    ],
    module: { rules: [scriptRule(false, 'node 20'), imageRule, catalogueRule] },
    plugins: [
      definitions('production'),
      new PublishPrerenderPlugin(path.join(output, 'prerender.cjs'), outputDir(options)),
    ],
    // Every module's top-level code runs, as in the browser, where the shared packages load
    // whole: their index registers their texts (shared-ui's ui.*, shared-api's, shared-boot's),
    // and a package marked free of side effects would have that call dropped here, leaving the
    // prerendered page showing catalogue keys where the live page shows words.
    optimization: { minimize: false, sideEffects: false },
    performance: { hints: false },
    experiments: { css: false },
  };
}
