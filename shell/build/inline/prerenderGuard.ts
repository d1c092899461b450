/**
 * Inline in the shell's index.html head, before the page is parsed. A prerendered page (put in
 * by the HTML server, shell/server) is plain HTML until the live page replaces it, so:
 * - a signed-in user does not see the visitor's version of the page (it is hidden);
 * - a form sent before the live page came is never sent the browser's way (a GET would put a
 *   password in the URL): it is held, and sent again by the live form (takeOverPrerender);
 * - clicks on buttons are recorded the same way, so a menu opened early opens;
 * - so is a button pressed and not yet lifted: the live page may take the prerender's place
 *   between the press and the lift, and the browser then sends no click (takeOverPrerender
 *   clicks the live button when the finger lifts on it).
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
  function buttonOf(event: Event): HTMLButtonElement | null {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    return button && button.type !== 'submit' ? button : null;
  }
  /** A press is pending until its lift: after that, the click (if any) says what happened. */
  function dropPress(): void {
    const index = events.findIndex((early) => early.type === 'press');
    if (index >= 0) events.splice(index, 1);
  }
  document.addEventListener(
    'pointerdown',
    (event) => {
      const button = buttonOf(event);
      const path = button && pathOf(button);
      dropPress();
      if (path) events.push({ type: 'press', path, text: button.textContent ?? '' });
    },
    true,
  );
  document.addEventListener('pointerup', dropPress, true);
  document.addEventListener('pointercancel', dropPress, true);
  document.addEventListener(
    'click',
    (event) => {
      const button = buttonOf(event);
      const path = button && pathOf(button);
      if (path) events.push({ type: 'click', path, text: button.textContent ?? '' });
    },
    true,
  );
}
