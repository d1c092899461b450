/**
 * The shell's scripts start after the first paint of a prerendered page
 * (shell/server/prerenderComposer.ts): a deferred main.js would run as soon as the document is
 * parsed, and on a phone its parsing and the shared chunks it pulls in hold the first paint back.
 * So each entry script is preloaded in <head> (it downloads at once, at high priority) and added
 * by an inline script at the end of <body>, in order: one frame later when a prerender is shown,
 * at once when there is nothing to paint first (no prerender, a signed-in user's hidden one, or a
 * hidden tab, where no frame comes).
 */
import type { Compiler } from '@rspack/core';
import { PRERENDER_ID, SESSION_CLASS } from '../src/indexHtmlContract';
import { startAfterFirstPaint } from './inline/startAfterFirstPaint';
import { inlineScript } from './inlineScript';

export function starterScript(sources: readonly string[]): string {
  return inlineScript(startAfterFirstPaint, {
    sources: [...sources],
    prerenderId: PRERENDER_ID,
    sessionClass: SESSION_CLASS,
  });
}

export class StartAfterFirstPaintPlugin {
  apply(compiler: Compiler) {
    const { HtmlRspackPlugin } = compiler.webpack;
    compiler.hooks.compilation.tap('StartAfterFirstPaintPlugin', (compilation) => {
      const hooks = HtmlRspackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTagGroups.tap('StartAfterFirstPaintPlugin', (data) => {
        const isEntryScript = (tag: { tagName: string; attributes: Record<string, unknown> }) =>
          tag.tagName === 'script' && typeof tag.attributes.src === 'string';
        const sources = [...data.headTags, ...data.bodyTags]
          .filter(isEntryScript)
          .map((tag) => String(tag.attributes.src));
        const preloads = sources.map((href) =>
          HtmlRspackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href,
          }),
        );
        data.headTags = [...data.headTags.filter((tag) => !isEntryScript(tag)), ...preloads];
        data.bodyTags = [
          ...data.bodyTags.filter((tag) => !isEntryScript(tag)),
          HtmlRspackPlugin.createHtmlTagObject('script', {}, starterScript(sources)),
        ];
        return data;
      });
    });
  }
}
