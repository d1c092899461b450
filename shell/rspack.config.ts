import path from 'node:path';
import type { Compiler } from '@rspack/core';
import { createAppConfig } from '../rspack/appConfig';
import { remotesManifest } from '../topology';
import { routeTable } from './src/routing/routeTable';
import { earlyRemotesScript } from './build/earlyRemotesScript';
import { prerenderGuardScript } from './build/prerenderGuardScript';
import { StartAfterFirstPaintPlugin } from './build/startAfterFirstPaint';

/** Emits remotes.json beside index.html; a deployment may replace that file without a rebuild. */
class RemotesJsonPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('RemotesJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemotesJsonPlugin', stage: 0 }, () => {
        const json = JSON.stringify(remotesManifest(), null, 2) + '\n';
        compilation.emitAsset('remotes.json', new compiler.webpack.sources.RawSource(json));
      });
    });
  }
}

export default (env: Record<string, unknown>, argv: { mode?: string }) => {
  const config = createAppConfig(
    {
      app: 'shell',
      name: 'shell',
      dir: __dirname,
      title: 'Bridge to Justice',
      runtimePlugins: [path.join(__dirname, 'src/federation/remoteLoadPlugin.ts')],
      headHtml: prerenderGuardScript() + earlyRemotesScript(routeTable),
    },
    env,
    argv,
  );
  config.plugins = [
    ...(config.plugins ?? []),
    new RemotesJsonPlugin(),
    new StartAfterFirstPaintPlugin(),
  ];
  return config;
};
