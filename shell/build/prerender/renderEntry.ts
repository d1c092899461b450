/**
 * The entry of a remote's Node prerender build (rspack/prerenderConfig.ts): the remote lists its
 * visitor pages (its `prerender` module, bound to 'prerender-routes' by the build), the shell's
 * tooling renders them, so no remote carries a renderer.
 */
// The renderer first: its global style is then registered, and written, before the pages' CSS.
import { renderPagesInLocales, type PrerenderedPage } from './renderPages';
import routes from 'prerender-routes';

/** Every visitor page of the remote in every language (PRERENDER_LOCALES). */
export default function prerender(): Promise<PrerenderedPage[]> {
  return renderPagesInLocales(routes);
}
