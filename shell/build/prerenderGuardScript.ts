/** The prerender guard of index.html's head (shell/build/inline/prerenderGuard.ts) and its style. */
import { PRERENDER_ID, SESSION_CLASS } from '../src/indexHtmlContract';
import { prerenderGuard } from './inline/prerenderGuard';
import { inlineScript } from './inlineScript';

export function prerenderGuardScript(): string {
  const script = inlineScript(prerenderGuard, {
    prerenderId: PRERENDER_ID,
    sessionClass: SESSION_CLASS,
  });
  return `<style>.${SESSION_CLASS} #${PRERENDER_ID}{display:none}</style><script>${script}</script>`;
}
