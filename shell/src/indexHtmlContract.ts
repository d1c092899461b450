/**
 * What the shell's index.html (its inline scripts, built from shell/build/inline), its HTML server
 * and its live code agree on: the element that holds a prerendered page, the class that hides it
 * from a signed-in user (it shows what a visitor sees), and the globals the inline scripts
 * share with each other and with the live code. Declared once, here.
 */
export const PRERENDER_ID = 'btj-prerender';
export const SESSION_CLASS = 'btj-session';
/** The data block in which the shell's HTML server hands remotes.json to the page (no fetch). */
export const REMOTES_JSON_ID = 'btj-remotes';
/**
 * The inert <template> in which the shell's HTML server puts a page's script preloads: they start
 * when the shell's scripts start (after the first paint of a prerendered page), not with the
 * document, so on a slow connection the page's own bytes come first.
 */
export const AFTER_PAINT_ID = 'btj-after-paint';
/**
 * The attribute of that template naming the manifest its remote scripts were read from: they are
 * put in place only once the page's own fetch of that manifest has answered (the remote is up).
 */
export const AFTER_PAINT_MANIFEST_ATTRIBUTE = 'data-manifest';

/**
 * Preloads an inline script wants before the shell's scripts have started: held (an array) until
 * then; once started, `push` adds the link at once.
 */
export interface AfterPaintQueue {
  push(link: HTMLLinkElement): unknown;
}

/**
 * A click on a button or a form submission inside the prerender, by element path, with the
 * button's text: it is replayed only on a live button with the same text (a prerender fetched
 * just before a remote's redeploy may differ from the live page).
 */
export interface EarlyEvent {
  /** 'press': a button pressed on the prerender and not yet lifted when the live page came. */
  type: 'click' | 'submit' | 'press';
  path: number[];
  text?: string;
}

/**
 * The site's frame (the visitor pages' navigation and footer) the landing remote exposes: the
 * live code fetches it after a visitor page has shown, and that page's document already asks for
 * its scripts, at low priority.
 */
export const SITE_FRAME = { remote: 'landing', page: 'SiteFrame' } as const;

/** remotes.json: remote name → manifest URL. */
export type RemotesJson = Record<string, string>;

declare global {
  interface Window {
    /** remotes.json, read or asked for by index.html before main.js (shell/build/inline/earlyRemotes.ts); used once. */
    __BTJ_REMOTES__?: Promise<RemotesJson>;
    /** Manifest answers index.html already asked for, by manifest URL; each used once. */
    __BTJ_EARLY_FETCH__?: Record<string, Promise<Response> | undefined>;
    /** Clicks and submissions on the prerender before the live page came (shell/build/inline/prerenderGuard.ts). */
    __BTJ_PRERENDER_EVENTS__?: EarlyEvent[];
    /** Preloads held until the shell's scripts start (shell/build/inline/startAfterFirstPaint.ts). */
    __BTJ_AFTER_PAINT__?: AfterPaintQueue;
  }
}
