import { PageLoading } from '../screens/PageLoading';
import { prerenderElement } from './takeOverPrerender';

/** The first load's fallback: nothing over a prerendered page (it is the page), else a spinner. */
export function InitialLoading() {
  return prerenderElement() ? null : <PageLoading />;
}
