/**
 * The one rspack factory every app calls: the shell and each remote pass their name, port and
 * exposed pages; everything else (swc TSX, Module Federation and its shared modules, html,
 * time-outs, minification, content hashes, React Refresh, precompressed files, and the Node build
 * that prerenders a remote's visitor pages) is decided here once. Plugins live in ./plugins.
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { appPorts } from '../topology';
import {
  definitions,
  imageRule,
  outputDir,
  scriptRule,
  type AppConfigOptions,
  type Mode,
} from './buildParts';
import { PrecompressPlugin } from './plugins/PrecompressPlugin';
import { createPrerenderConfig } from './prerenderConfig';
import { sharedModules } from './sharedModules';

export type { AppConfigOptions } from './buildParts';

/** 120 s: spec §9 chunk load time-out, applied to chunks, remote entries and manifests alike. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

function modeOf(env: { WEBPACK_SERVE?: boolean }, argv: { mode?: string }): Mode {
  return argv.mode === 'development' || env.WEBPACK_SERVE ? 'development' : 'production';
}

/** The app's browser build and, in production with `prerender`, its Node prerender build. */
export function createAppConfigs(
  options: AppConfigOptions,
  env: { WEBPACK_SERVE?: boolean } = {},
  argv: { mode?: string } = {},
): Configuration[] {
  const web = createAppConfig(options, env, argv);
  const { prerender } = options;
  if (!prerender || modeOf(env, argv) === 'development') return [web];
  return [web, createPrerenderConfig({ ...options, prerender })];
}

export function createAppConfig(
  options: AppConfigOptions,
  env: { WEBPACK_SERVE?: boolean } = {},
  argv: { mode?: string } = {},
): Configuration {
  const mode = modeOf(env, argv);
  const isDev = mode === 'development';
  const port = appPorts()[options.app];

  return {
    name: options.name,
    mode,
    context: options.dir,
    entry: { main: './src/index.ts' },
    target: ['web', 'es2020'],
    // No source maps in production: they would publish the source beside the bundles.
    devtool: isDev ? 'eval-cheap-module-source-map' : false,
    output: {
      path: outputDir(options),
      // 'auto' lets a remote's chunks load from wherever its remoteEntry was served.
      publicPath: 'auto',
      uniqueName: options.name,
      filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
    },
    module: {
      rules: [scriptRule(isDev, 'chrome >= 87, firefox >= 78, safari >= 14'), imageRule],
    },
    plugins: [
      definitions(mode),
      new rspack.HtmlRspackPlugin({
        template: path.join(__dirname, '../scripts/app.html'),
        // Absolute script URLs: a deep link such as /update-case/abc must still find /main.js.
        publicPath: '/',
        title: options.title,
        templateParameters: { headHtml: options.headHtml ?? '' },
        minify: !isDev,
      }),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        // Remotes are registered at runtime from remotes.json (shell/src/federation/remotes.ts).
        remotes: {},
        // A page never fetches other remotes' entries to compare versions (design.md §6); the
        // versions each build offers and accepts are in sharedModules.
        shareStrategy: 'loaded-first',
        shared: sharedModules(options.dir),
        runtimePlugins: options.runtimePlugins ?? [],
        dts: false,
        manifest: true,
        dev: isDev,
      }),
      isDev && new ReactRefreshRspackPlugin(),
      !isDev && new PrecompressPlugin(),
    ],
    optimization: {
      minimize: !isDev,
    },
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    experiments: { css: false },
  };
}
