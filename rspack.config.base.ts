/**
 * The one rspack factory every app calls: the shell and each remote pass their name, port and
 * exposed pages; everything else (swc TSX, Module Federation, html, timeouts, shared singletons,
 * minification, content hashes, React Refresh) is decided here once.
 */
import path from 'node:path';
import zlib from 'node:zlib';
import type { Compiler } from '@rspack/core';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { appPorts, apiUrl, type AppName } from './scripts/topology';

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
  // Case messages: a shared module of its own, so a visitor's first page does not carry it.
  'shared-ui/messages',
] as const;

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
            compilation.emitAsset(`${name}.gz`, new RawSource(zlib.gzipSync(buffer, { level: 9 })));
            compilation.emitAsset(
              `${name}.br`,
              new RawSource(
                zlib.brotliCompressSync(buffer, {
                  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
                }),
              ),
            );
          }
        },
      );
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
}

export function createAppConfig(
  options: AppConfigOptions,
  env: { WEBPACK_SERVE?: boolean } = {},
  argv: { mode?: string } = {},
): Configuration {
  const mode = argv.mode === 'development' || env.WEBPACK_SERVE ? 'development' : 'production';
  const isDev = mode === 'development';
  const port = appPorts()[options.app];

  return {
    mode,
    context: options.dir,
    entry: { main: './src/index.ts' },
    target: ['web', 'es2020'],
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    output: {
      // BUILD_OUT lets the e2e suite build beside `dist/` without touching what `npm start` serves.
      path: path.join(options.dir, process.env.BUILD_OUT ?? 'dist'),
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
      rules: [
        {
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
            env: { targets: 'chrome >= 87, firefox >= 78, safari >= 14' },
          },
          type: 'javascript/auto',
        },
        {
          test: /\.(png|jpe?g|webp|avif|svg)$/i,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.API_URL': JSON.stringify(apiUrl()),
        'process.env.NODE_ENV': JSON.stringify(mode),
      }),
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
