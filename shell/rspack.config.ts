import path from 'node:path';
import { createAppConfig } from '../rspack.config.base';
import { routeTable } from './src/routing/routeTable';
import { earlyRemotesScript } from './build/earlyRemotesScript';
import { prerenderGuardScript } from './build/prerenderGuardScript';
import { RemotesJsonPlugin } from './build/remotesJsonPlugin';
import { StartAfterFirstPaintPlugin } from './build/startAfterFirstPaint';
import { CataloguePreloadPlugin } from './build/cataloguePreload';

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
    new CataloguePreloadPlugin(),
  ];
  return config;
};
