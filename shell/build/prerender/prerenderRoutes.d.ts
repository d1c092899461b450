/** A remote's visitor pages, as its `prerender` module lists them (bound by the Node build's alias). */
declare module 'prerender-routes' {
  const routes: readonly import('./renderPages').PrerenderRoute[];
  export default routes;
}
