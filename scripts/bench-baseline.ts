/**
 * The bench's plain baseline: the landing remote's own pages (its standalone boot,
 * remote-landing/src/bootstrap.tsx) built as an ordinary single-page app, with no Module
 * Federation, by the same compiler, rules and libraries as the apps. The visitor bench measures it
 * beside the federated shell, interleaved, on the same pages.
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { definitions, imageRule, scriptRule } from '../rspack/buildParts';
import { productionBuildsOfLibraries } from '../rspack/libraryBuilds';
import { PrecompressPlugin } from '../rspack/plugins/PrecompressPlugin';

const ROOT = path.resolve(__dirname, '..');

export function baselineConfig(outDir: string): Configuration {
  return {
    name: 'baseline',
    mode: 'production',
    context: path.join(ROOT, 'remote-landing'),
    entry: { main: './src/bootstrap.tsx' },
    target: ['web', 'es2020'],
    devtool: false,
    output: {
      path: outDir,
      publicPath: '/',
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: productionBuildsOfLibraries('production'),
    },
    module: { rules: [scriptRule(false, 'chrome >= 87, firefox >= 78, safari >= 14'), imageRule] },
    plugins: [
      definitions('production'),
      new rspack.HtmlRspackPlugin({
        template: path.join(ROOT, 'scripts/app.html'),
        publicPath: '/',
        title: 'Bridge to Justice',
        templateParameters: { headHtml: '' },
        minify: true,
      }),
      new PrecompressPlugin(),
    ],
    optimization: { minimize: true },
    performance: { hints: false },
    experiments: { css: false },
  };
}

/** Builds the baseline into `outDir`. */
export function buildBaseline(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(baselineConfig(outDir)).run((error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve();
    });
  });
}
