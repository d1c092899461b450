/**
 * One federation runtime on the shell's pages: the shell provides it
 * (experiments.provideExternalRuntime) and the remotes' builds leave it out
 * (experiments.externalRuntime). A remote's own standalone page still boots: this plain build
 * (no federation) writes the runtime as mf-runtime.[hash].js beside the remote's files, and
 * FederationRuntimeTagPlugin puts it before the remote's main.js in its index.html.
 */
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { outputDir, scriptRule } from '../buildParts';
import type { AppConfigOptions } from '../../rspack.config.base';
import { PrecompressPlugin } from '../plugins/PrecompressPlugin';

const RUNTIME_FILE = /^mf-runtime\.[0-9a-f]+\.js/;
/** The runtime's script itself, not one of its precompressed twins (.br, .gz). */
const RUNTIME_SCRIPT = /^mf-runtime\.[0-9a-f]+\.js$/;

/** The browser build's clean keeps the runtime (and its .gz/.br) this build wrote before it. */
export function isRuntimeFile(file: string): boolean {
  return RUNTIME_FILE.test(path.basename(file));
}

/** The file name the runtime build emitted, per app, for the browser build that follows it. */
const emitted = new Map<string, string>();

export function runtimeConfigName(options: AppConfigOptions): string {
  return `${options.name}-federation-runtime`;
}

export function createFederationRuntimeConfig(options: AppConfigOptions): Configuration {
  const name = runtimeConfigName(options);
  return {
    name,
    mode: 'production',
    context: options.dir,
    entry: { 'mf-runtime': path.join(__dirname, 'provideRuntime.ts') },
    target: ['web', 'es2020'],
    devtool: false,
    output: {
      path: outputDir(options),
      filename: '[name].[contenthash:10].js',
      // The browser build that follows cleans the folder (keeping this file).
      clean: false,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [scriptRule(false, 'chrome >= 87, firefox >= 78, safari >= 14')] },
    plugins: [
      // As the apps' experiments.optimization.target 'web' (../../rspack.config.base.ts): a browser's runtime
      // leaves out Module Federation's Node script loading.
      new rspack.DefinePlugin({ ENV_TARGET: JSON.stringify('web') }),
      new PrecompressPlugin(),
      {
        apply(compiler: Compiler) {
          compiler.hooks.done.tap('FederationRuntimeName', (stats) => {
            // The page's tag names the script: a .br twin would be served as bytes, not run.
            const file = Object.keys(stats.compilation.assets).find((asset) =>
              RUNTIME_SCRIPT.test(asset),
            );
            if (file) emitted.set(options.name, file);
          });
        },
      },
    ],
    optimization: { minimize: true },
    performance: { hints: false },
  };
}

/** Adds the runtime build's script before the remote's own scripts in its standalone index.html. */
export class FederationRuntimeTagPlugin {
  constructor(private readonly appName: string) {}

  apply(compiler: Compiler) {
    const { HtmlRspackPlugin } = compiler.webpack;
    compiler.hooks.compilation.tap('FederationRuntimeTagPlugin', (compilation) => {
      HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'FederationRuntimeTagPlugin',
        (data) => {
          const file = emitted.get(this.appName);
          if (!file) throw new Error(`No federation runtime was built for ${this.appName}`);
          const tag = HtmlRspackPlugin.createHtmlTagObject('script', {
            defer: true,
            src: `/${file}`,
          });
          const first = data.headTags.findIndex((t) => t.tagName === 'script');
          data.headTags.splice(first < 0 ? data.headTags.length : first, 0, tag);
          return data;
        },
      );
    });
  }
}
