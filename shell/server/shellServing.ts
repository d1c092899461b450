import path from 'node:path';
import { routeTable } from '../src/routing/routeTable';
import { createPrerenderComposer } from './prerenderComposer';
import type { StaticServerOptions } from './staticServer';

/**
 * What the shell's static server does beyond files: it serves this deployment's remotes.json, and
 * page requests get the owning remote's prerendered page in the shell's index.html.
 */
export function shellServing(
  remotesJson: () => Record<string, string>,
  shellDist: string,
): Pick<StaticServerOptions, 'remotesJson' | 'page'> {
  const composer = createPrerenderComposer({
    indexHtml: path.join(shellDist, 'index.html'),
    remotes: remotesJson,
    routes: routeTable,
  });
  return { remotesJson, page: composer.page };
}
