/**
 * Inline at the end of the shell's <body> (StartAfterFirstPaintPlugin): starts every download of
 * the page's code at once, once the first frame is on screen when a prerender is shown (so nothing competes with the
 * document for a slow connection before the page has painted), at once when there is nothing to
 * paint first (no prerender, a signed-in user's hidden one, or a hidden tab, where no frame comes).
 * In order: the preloads the HTML server put in its inert template, those the other inline scripts
 * held (window.__BTJ_AFTER_PAINT__), then the entry scripts. The template's preloads of a remote's
 * scripts wait for the page's own fetch of that remote's manifest (earlyRemotes) and are dropped
 * when it failed or was never made: the server's copy of the manifest may be older than the remote's outage, and
 * Chromium would hand each failed preload to the script Module Federation adds on Retry.
 */
import type { AfterPaintQueue } from '../../src/indexHtmlContract';

export interface StartAfterFirstPaintOptions {
  sources: string[];
  prerenderId: string;
  sessionClass: string;
  afterPaintId: string;
  /** The template's attribute naming the manifest its preloads were read from. */
  afterPaintManifestAttribute: string;
  /** The longest the code waits for the first paint. */
  longestWaitMs: number;
}

export function startAfterFirstPaint({
  sources,
  prerenderId,
  sessionClass,
  afterPaintId,
  afterPaintManifestAttribute,
  longestWaitMs,
}: StartAfterFirstPaintOptions): void {
  let started = false;
  function add(link: HTMLLinkElement): void {
    document.head.appendChild(link);
  }
  function start(): void {
    if (started) return;
    started = true;
    const template = document.getElementById(afterPaintId);
    if (template instanceof HTMLTemplateElement) {
      const manifest = template.getAttribute(afterPaintManifestAttribute);
      if (!manifest) document.head.appendChild(template.content);
      else
        window.__BTJ_EARLY_FETCH__?.[manifest]?.then(
          (answer) => {
            if (answer.ok) document.head.appendChild(template.content);
          },
          () => undefined,
        );
    }
    const held = window.__BTJ_AFTER_PAINT__;
    const queue: AfterPaintQueue = { push: add };
    window.__BTJ_AFTER_PAINT__ = queue;
    if (Array.isArray(held)) (held as HTMLLinkElement[]).forEach(add);
    for (const src of sources) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.body.appendChild(script);
    }
  }
  const shown =
    !!document.getElementById(prerenderId) &&
    !document.documentElement.classList.contains(sessionClass);
  if (!shown || document.visibilityState === 'hidden') {
    start();
    return;
  }
  // The paint entry is reported once the first content is on screen; an animation frame's callback
  // runs before its frame is painted (and a browser may hold frames back), so it is only the
  // fallback where paint entries are not reported: the frame after the next one.
  if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  }
  // A page that never paints (a tab hidden meanwhile) still starts, a little later.
  setTimeout(start, longestWaitMs);
}
