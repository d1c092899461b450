import { matchPath } from 'react-router-dom';
import { routeTable, type RouteEntry } from './routeTable';

/** The route of the table a URL path shows, if any. */
export function entryAt(pathname: string): RouteEntry | undefined {
  return routeTable.find((route) => matchPath(route.path, pathname));
}
