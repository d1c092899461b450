/**
 * Build-time prerendering (Node only, never in a browser bundle): renders a remote's visitor
 * pages to static HTML with the CSS they need, as a visitor with no session sees them first.
 * The shell's HTML server puts that HTML in the page, so a phone on a slow connection shows the
 * page before the JavaScript has arrived; the live page then takes its place (shell/src/prerender).
 * A remote's Node build runs it through renderEntry.ts (rspack/prerenderConfig.ts).
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { getLocale as getLocaleOfRender } from 'shared-i18n';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { activateLocaleNow, loadRegisteredCatalogues, type Locale } from 'shared-i18n';
import { ThemeFrame, type RemotePageProps } from 'shared-ui';
import { PRERENDER_LOCALES } from '../../server/prerenderFiles';

export interface PrerenderRoute {
  path: string;
  Page: ComponentType<RemotePageProps>;
}

export interface PrerenderedPage {
  path: string;
  /** The language it is rendered in (every visitor page is prerendered in every language). */
  locale: Locale;
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
    return {
      path,
      locale: getLocaleOfRender(),
      html: withoutSuspenseMarkers(html),
      css: cssOf(sheet.getStyleTags()),
    };
  } finally {
    sheet.seal();
  }
}

export function renderPages(routes: readonly PrerenderRoute[]): PrerenderedPage[] {
  return routes.map(renderPage);
}

/**
 * Every page in every language: for each locale, the catalogues every module registered as it
 * loaded (the remote's, shared-ui's, shared-api's) are loaded and that locale made current, as the
 * live page does before its first render, so the take-over shows the same words.
 */
export async function renderPagesInLocales(
  routes: readonly PrerenderRoute[],
  locales: readonly Locale[] = PRERENDER_LOCALES,
): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  try {
    for (const locale of locales) {
      await loadRegisteredCatalogues(locale);
      activateLocaleNow(locale);
      pages.push(...renderPages(routes));
    }
  } finally {
    activateLocaleNow('en');
  }
  return pages;
}
