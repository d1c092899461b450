/**
 * The shell's scripts start after the first paint of a prerendered page
 * (shell/server/prerenderComposer.ts): a deferred main.js would run as soon as the document is
 * parsed, and on a phone its parsing and the shared chunks it pulls in hold the first paint back;
 * a preload in <head> would share a slow connection with the document before it has painted. So
 * the entry scripts are named by an inline script at the end of <body> only, which adds them (and
 * every preload held for that moment) in order: one frame later when a prerender is shown, at once
 * when there is nothing to paint first.
 */
import type { Compiler } from '@rspack/core';
import {
  AFTER_PAINT_ID,
  AFTER_PAINT_MANIFEST_ATTRIBUTE,
  PRERENDER_ID,
  SESSION_CLASS,
} from '../src/indexHtmlContract';
import { startAfterFirstPaint } from './inline/startAfterFirstPaint';
import { inlineScript } from './inlineScript';

/**
 * A prerendered page paints within a frame or two of its document being parsed (the starter is at
 * its end), even on a slow phone; this bounds the wait where no paint ever comes.
 */
export const LONGEST_WAIT_FOR_PAINT_MS = 2000;

export function starterScript(sources: readonly string[]): string {
  return inlineScript(startAfterFirstPaint, {
    sources: [...sources],
    prerenderId: PRERENDER_ID,
    sessionClass: SESSION_CLASS,
    afterPaintId: AFTER_PAINT_ID,
    afterPaintManifestAttribute: AFTER_PAINT_MANIFEST_ATTRIBUTE,
    longestWaitMs: LONGEST_WAIT_FOR_PAINT_MS,
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
        data.headTags = data.headTags.filter((tag) => !isEntryScript(tag));
        data.bodyTags = [
          ...data.bodyTags.filter((tag) => !isEntryScript(tag)),
          HtmlRspackPlugin.createHtmlTagObject('script', {}, starterScript(sources)),
        ];
        return data;
      });
    });
  }
}
