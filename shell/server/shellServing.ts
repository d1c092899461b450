import path from 'node:path';
import { routeTable } from '../src/routing/routeTable';
import { LOCALE_VARY, pageLocale } from './pageLocale';
import { createPrerenderComposer } from './prerenderComposer';
import type { PageAnswer, StaticServerOptions } from './staticServer';

/**
 * What the shell's static server does beyond files: it serves this deployment's remotes.json, and
 * page requests get the owning remote's prerendered page in the shell's index.html, in the
 * visitor's language (cookie btj_locale, else Accept-Language, else English: ./pageLocale.ts).
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
  const page = async (
    pathname: string,
    request: { headers: Parameters<typeof pageLocale>[0] },
  ): Promise<PageAnswer> => {
    const locale = pageLocale(request.headers);
    return { html: await composer.page(pathname, locale), language: locale, vary: LOCALE_VARY };
  };
  return { remotesJson, page };
}
