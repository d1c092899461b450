/** The first inline script of the shell's index.html (shell/build/inline/earlyRemotes.ts), with its route table. */
import { REMOTES_JSON_ID } from '../src/indexHtmlContract';
import type { RouteEntry } from '../src/routing/routeTable';
import { earlyRemotes, type EarlyRoute } from './inline/earlyRemotes';
import { inlineScript } from './inlineScript';

export function routePattern(path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+');
  return `^${escaped}/?$`;
}

export function earlyRemotesScript(
  routes: readonly Partial<Pick<RouteEntry, 'path' | 'remote' | 'page' | 'byRole'>>[],
): string {
  const table = routes.flatMap(({ path, remote, page, byRole }): EarlyRoute[] =>
    path && remote && page
      ? [
          [
            routePattern(path),
            [remote, page],
            byRole
              ? Object.fromEntries(
                  Object.entries(byRole).map(([role, ref]) => [role, [ref.remote, ref.page]]),
                )
              : null,
          ],
        ]
      : [],
  );
  return `<script>${inlineScript(earlyRemotes, [table, REMOTES_JSON_ID])}</script>`;
}
