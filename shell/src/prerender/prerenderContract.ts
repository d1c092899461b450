/**
 * What the shell's index.html, its HTML server and its live code agree on about a prerendered
 * page: the element that holds it, the class that hides it from a signed-in user (it shows what a
 * visitor sees), and where the inline guard records what the user did before the live page came.
 */
export const PRERENDER_ID = 'btj-prerender';
export const SESSION_CLASS = 'btj-session';

/**
 * A click on a button or a form submission inside the prerender, by element path, with the
 * button's text: it is replayed only on a live button with the same text (a prerender fetched
 * just before a remote's redeploy may differ from the live page).
 */
export interface EarlyEvent {
  type: 'click' | 'submit';
  path: number[];
  text?: string;
}

declare global {
  interface Window {
    __BTJ_PRERENDER_EVENTS__?: EarlyEvent[];
  }
}
