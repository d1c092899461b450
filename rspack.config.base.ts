/**
 * The one rspack factory every app calls: the shell and each remote pass their name, port and
 * exposed pages; everything else (swc TSX, Module Federation, html, timeouts, shared singletons,
 * minification, content hashes, React Refresh, precompressed files, and the Node build that
 * prerenders a remote's visitor pages) is decided here once.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Compiler } from '@rspack/core';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { appPorts, apiUrl, type AppName } from './topology';
import {
  PRERENDER_DIR,
  REMOTE_BASE_TOKEN,
  prerenderFileName,
  prerenderFragment,
} from './shell/server/prerenderFiles';

/** 120 s: spec §9 chunk load time-out, applied to chunks, remote entries and manifests alike. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

const rootDir = __dirname;

/** The singletons of design.md §2: loaded exactly once in the browser, whoever asks first. */
const singletons = [
  'react',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'zustand',
  'styled-components',
  'axios',
  'react-hot-toast',
  'shared-api',
  'shared-ui',
  // The case messages feature: one copy reads the one messages store; a visitor never loads it.
  'shared-messages',
  // Its unread badge for the side links, on its own so a dashboard does not load the whole feature.
  'shared-messages/unread',
] as const;

/** The .gz and .br twins of a text file (maximum levels: they are made once, at build time). */
function compressedTwins(buffer: Buffer): [string, Buffer][] {
  return [
    ['.gz', zlib.gzipSync(buffer, { level: 9 })],
    [
      '.br',
      zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ],
  ];
}

/**
 * Writes .gz and .br beside every text asset so the static servers send compressed files with no
 * work per request: on a slow connection the bytes on the wire are what the visitor waits for.
 */
class PrecompressPlugin {
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PrecompressPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!/\.(js|html|json|svg|css)$/.test(name)) continue;
            const buffer = Buffer.from(source.source());
            if (buffer.length < 1024) continue;
            for (const [ext, twin] of compressedTwins(buffer)) {
              compilation.emitAsset(`${name}${ext}`, new RawSource(twin));
            }
          }
        },
      );
    });
  }
}

interface PrerenderedPage {
  path: string;
  html: string;
  css: string;
}

/**
 * Runs the Node bundle of a remote's prerender entry once it is written and publishes each page
 * as `prerender/<page>.html` (with .gz and .br) in the browser build's output, beside its manifest.
 */
class PublishPrerenderPlugin {
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

type Mode = 'development' | 'production';

function modeOf(env: { WEBPACK_SERVE?: boolean }, argv: { mode?: string }): Mode {
  return argv.mode === 'development' || env.WEBPACK_SERVE ? 'development' : 'production';
}

function outputDir(options: AppConfigOptions): string {
  // BUILD_OUT lets the e2e suite build beside `dist/` without touching what `npm start` serves.
  return path.join(options.dir, process.env.BUILD_OUT ?? 'dist');
}

/** TypeScript and TSX through swc, for a browser (or Node: the prerender) target. */
function scriptRule(isDev: boolean, targets: string) {
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

const imageRule = { test: /\.(png|jpe?g|webp|avif|svg)$/i, type: 'asset/resource' } as const;

function definitions(mode: Mode) {
  return new rspack.DefinePlugin({
    'process.env.API_URL': JSON.stringify(apiUrl()),
    'process.env.NODE_ENV': JSON.stringify(mode),
  });
}

const PRERENDER_ENTRY = path.join(rootDir, 'shell/build/prerender/renderEntry.ts');
const PRERENDER_ROUTES = 'prerender-routes';

/**
 * The Node build of an app's prerender entry. Packages come from node_modules at run time (the
 * same React and styled-components the renderer uses); the workspace packages are compiled in.
 * Images keep the browser build's file names, under REMOTE_BASE_TOKEN.
 */
function createPrerenderConfig(options: AppConfigOptions & { prerender: string }): Configuration {
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
          !/^shared-[a-z]+(\/|$)/.test(request) && // workspace packages: compiled in
          request !== PRERENDER_ROUTES;
        if (bare) callback(undefined, request);
        else callback();
      },
    ],
    module: { rules: [scriptRule(false, 'node 20'), imageRule] },
    plugins: [
      definitions('production'),
      new PublishPrerenderPlugin(path.join(output, 'prerender.cjs'), outputDir(options)),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    experiments: { css: false },
  };
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
        template: path.join(rootDir, 'scripts/app.html'),
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
        // Remotes are registered at runtime from remotes.json (shell/src/remotes), never here.
        remotes: {},
        shareStrategy: 'loaded-first',
        shared: Object.fromEntries(
          singletons.map((key) => [key, { singleton: true, requiredVersion: false }]),
        ),
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
