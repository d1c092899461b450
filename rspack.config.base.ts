/**
 * The one rspack factory every app calls: the shell and each remote pass their name, port and
 * exposed pages; everything else (swc TSX, Module Federation and its shared modules, html,
 * time-outs, minification, content hashes, React Refresh, precompressed files, and the Node build
 * that prerenders a remote's visitor pages) is decided here once. Its parts live in ./rspack
 * (plugins in ./rspack/plugins).
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { appPorts, type AppName } from './topology';
import {
  catalogueRule,
  definitions,
  imageRule,
  outputDir,
  scriptRule,
  type Mode,
} from './rspack/buildParts';
import { productionBuildsOfLibraries } from './rspack/libraryBuilds';
import { PrecompressPlugin } from './rspack/plugins/PrecompressPlugin';
import { createPrerenderConfig } from './rspack/prerenderConfig';
import { sharedModules, VISITOR_SHARED } from './rspack/sharedModules';
import {
  createFederationRuntimeConfig,
  FederationRuntimeTagPlugin,
  isRuntimeFile,
  runtimeConfigName,
} from './rspack/federationRuntime/runtimeConfig';
import { federationLibraryExternals } from './rspack/federationRuntime/libraryGlobals';

export interface AppConfigOptions {
  /** Workspace folder, e.g. `remote-admin`. */
  app: AppName;
  /** Module Federation container name, e.g. `admin`. */
  name: string;
  /** Absolute path of the app folder (its rspack.config.ts's __dirname). */
  dir: string;
  /** Pages this app offers to the shell, e.g. `{ './AdminDashboard': './src/pages/AdminDashboard' }`. */
  exposes?: Record<string, string>;
  /** Page title of the standalone html. */
  title: string;
  /** Extra html at the end of <head> (the shell's early remotes.json fetch). */
  headHtml?: string;
  /** Federation runtime plugins (absolute paths); the shell passes its remote-loading policy. */
  runtimePlugins?: string[];
  /**
   * A module (relative to `dir`) whose default export lists this app's visitor pages for the
   * shell's first paint (rendered by shell/build/prerender); production builds then also publish
   * prerender/.
   */
  prerender?: string;
}

/** 120 s: how long a chunk, a remote entry or a manifest may take to load before it fails. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

function modeOf(env: { WEBPACK_SERVE?: boolean }, argv: { mode?: string }): Mode {
  return argv.mode === 'development' || env.WEBPACK_SERVE ? 'development' : 'production';
}

const isRemote = (options: AppConfigOptions) => Object.keys(options.exposes ?? {}).length > 0;

/** A remote's production build uses the shell's federation runtime (./rspack/federationRuntime). */
function usesExternalRuntime(options: AppConfigOptions, mode: Mode): boolean {
  return mode === 'production' && isRemote(options);
}

/** The shell's runtime plugin that hands Module Federation's stateless libraries to the remotes. */
const PROVIDE_LIBRARIES_PLUGIN = path.join(
  __dirname,
  'rspack/federationRuntime/provideLibrariesPlugin.ts',
);

/**
 * Module Federation's build flags. target 'web': its runtime drops the code that loads scripts in
 * Node (the prerender is a build of its own, ./rspack/prerenderConfig).
 */
function federationExperiments(options: AppConfigOptions, externalRuntime: boolean) {
  const optimization = { target: 'web' as const };
  // One runtime on the shell's pages: the shell (exposing nothing) provides it, remotes use it.
  if (externalRuntime) return { externalRuntime: true, optimization };
  if (isRemote(options)) return { optimization };
  // asyncStartup: shared modules are negotiated before the entry runs, so the shell's code is in
  // main.js, not in a chunk main.js asks for after it has run.
  return { provideExternalRuntime: true, asyncStartup: true, optimization };
}

/**
 * The app's browser build and, in production: for a remote, first the federation runtime its
 * standalone page loads; with `prerender`, its Node prerender build.
 */
export function createAppConfigs(
  options: AppConfigOptions,
  env: { WEBPACK_SERVE?: boolean } = {},
  argv: { mode?: string } = {},
): Configuration[] {
  const mode = modeOf(env, argv);
  const web = createAppConfig(options, env, argv);
  const { prerender } = options;
  return [
    ...(usesExternalRuntime(options, mode) ? [createFederationRuntimeConfig(options)] : []),
    web,
    ...(prerender && mode === 'production'
      ? [createPrerenderConfig({ ...options, prerender })]
      : []),
  ];
}

export function createAppConfig(
  options: AppConfigOptions,
  env: { WEBPACK_SERVE?: boolean } = {},
  argv: { mode?: string } = {},
): Configuration {
  const mode = modeOf(env, argv);
  const isDev = mode === 'development';
  const port = appPorts()[options.app];
  const externalRuntime = usesExternalRuntime(options, mode);

  return {
    name: options.name,
    dependencies: externalRuntime ? [runtimeConfigName(options)] : undefined,
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
      clean: externalRuntime ? { keep: isRuntimeFile } : true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      // The toast library under a name of its own, for the API shared as react-hot-toast.
      alias: { 'react-hot-toast-lib$': 'react-hot-toast', ...productionBuildsOfLibraries(mode) },
    },
    module: {
      rules: [
        scriptRule(isDev, 'chrome >= 87, firefox >= 78, safari >= 14'),
        imageRule,
        catalogueRule,
      ],
    },
    plugins: [
      definitions(mode),
      new rspack.HtmlRspackPlugin({
        template: path.join(__dirname, 'scripts/app.html'),
        // Absolute script URLs: a deep link such as /update-case/abc must still find /main.js.
        publicPath: '/',
        title: options.title,
        templateParameters: { headHtml: options.headHtml ?? '' },
        minify: !isDev,
      }),
      new ModuleFederationPlugin({
        name: options.name,
        // Hashed like every chunk: the manifest (never cached) names it, so a page preloads it and
        // uses what it preloaded (a no-cache script is fetched again), and a redeploy is seen at once.
        filename: isDev ? 'remoteEntry.js' : 'remoteEntry.[contenthash:10].js',
        exposes: options.exposes ?? {},
        // Remotes are registered at runtime from remotes.json (shell/src/federation/remotes.ts).
        remotes: {},
        // A page never fetches other remotes' entries to compare versions; the versions each build
        // offers and accepts are in sharedModules.
        shareStrategy: 'loaded-first',
        // The shell (loaded first) offers what every page runs on from its own main.js.
        shared: sharedModules(options.dir, isRemote(options) ? [] : VISITOR_SHARED),
        runtimePlugins: [
          ...(options.runtimePlugins ?? []),
          // The shell provides the runtime, and the libraries the remotes' entries leave out.
          ...(isRemote(options) ? [] : [PROVIDE_LIBRARIES_PLUGIN]),
        ],
        dts: false,
        manifest: true,
        dev: isDev,
        experiments: federationExperiments(options, externalRuntime),
      }),
      externalRuntime && new FederationRuntimeTagPlugin(options.name),
      // As experiments.externalRuntime does for the runtime core: the remote's entry takes
      // Module Federation's stateless libraries from the page
      // (./rspack/federationRuntime/libraryGlobals).
      externalRuntime && new rspack.ExternalsPlugin('var', federationLibraryExternals()),
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
