/**
 * Build-time prerendering (Node only, never in a browser bundle): renders a remote's visitor
 * pages to static HTML with the CSS they need, as a visitor with no session sees them first.
 * The shell's HTML server puts that HTML in the page, so a phone on a slow connection shows the
 * page before the JavaScript has arrived; the live page then takes its place (shell/src/prerender).
 * A remote's Node build runs it through renderEntry.ts (rspack/prerenderConfig.ts).
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { ThemeFrame, type RemotePageProps } from 'shared-ui';

export interface PrerenderRoute {
  path: string;
  Page: ComponentType<RemotePageProps>;
}

export interface PrerenderedPage {
  path: string;
  /** The page's markup, as its first render in a browser makes it. */
  html: string;
  /** The page's CSS (global style included). */
  css: string;
}

/**
 * The CSS inside styled-components' `<style>` tags, without its rehydration records
 * (`data-styled.g1[id=…]{…}` and `/*!sc*\/`): the live page injects its own styles and never
 * reads these.
 */
export function cssOf(styleTags: string): string {
  return [...styleTags.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1]!)
    .join('')
    .replace(/\/\*!sc\*\//g, '')
    .split('\n')
    .filter((line) => line && !line.startsWith('data-styled.'))
    .join('');
}

/**
 * React's markers for Suspense boundaries that suspended (`<!--$?-->`, `<template id="B:0">`,
 * `<!--/$-->`): the live page's first render has no such elements, and both pages must have the
 * same elements for the take-over to find each one by its path.
 */
export function withoutSuspenseMarkers(html: string): string {
  return html.replace(/<!--\$[?!]-->(<template\b[^>]*><\/template>)?|<!--\/?\$-->/g, '');
}

export function renderPage({ path, Page }: PrerenderRoute): PrerenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StaticRouter location={path}>
          <ThemeFrame>
            <Page />
          </ThemeFrame>
        </StaticRouter>,
      ),
    );
    return { path, html: withoutSuspenseMarkers(html), css: cssOf(sheet.getStyleTags()) };
  } finally {
    sheet.seal();
  }
}

export function renderPages(routes: readonly PrerenderRoute[]): PrerenderedPage[] {
  return routes.map(renderPage);
}
