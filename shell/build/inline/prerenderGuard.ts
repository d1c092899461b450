/**
 * Inline in the shell's index.html head, before the page is parsed. A prerendered page (put in
 * by the HTML server, shell/server) is plain HTML until the live page replaces it, so:
 * - a signed-in user does not see the visitor's version of the page (it is hidden);
 * - a form sent before the live page came is never sent the browser's way (a GET would put a
 *   password in the URL): it is held, and sent again by the live form (takeOverPrerender);
 * - clicks on buttons are recorded the same way, so a menu opened early opens.
 * Element paths skip the prerender's own <style>, so they match the live page in #root.
 */
import type { EarlyEvent } from '../../src/indexHtmlContract';

export interface PrerenderGuardIds {
  prerenderId: string;
  sessionClass: string;
}

export function prerenderGuard({ prerenderId, sessionClass }: PrerenderGuardIds): void {
  try {
    if (localStorage.getItem('token')) document.documentElement.classList.add(sessionClass);
  } catch {
    // No storage (a privacy mode): a visitor.
  }
  const events: EarlyEvent[] = (window.__BTJ_PRERENDER_EVENTS__ = []);

  function pathOf(target: EventTarget | null): number[] | null {
    const top = document.getElementById(prerenderId);
    if (!top || !(target instanceof Element) || target === top || !top.contains(target)) {
      return null;
    }
    const path: number[] = [];
    for (let element: Element = target; element !== top;) {
      const parent: Element = element.parentElement!;
      let index = 0;
      for (let child = parent.firstElementChild; child !== element;) {
        if (!(parent === top && child!.tagName === 'STYLE')) index++;
        child = child!.nextElementSibling;
      }
      path.unshift(index);
      element = parent;
    }
    return path;
  }

  document.addEventListener(
    'submit',
    (event) => {
      const path = pathOf(event.target);
      if (!path) return;
      event.preventDefault();
      events.push({ type: 'submit', path });
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || button.type === 'submit') return;
      const path = pathOf(button);
      if (path) events.push({ type: 'click', path, text: button.textContent ?? '' });
    },
    true,
  );
}
