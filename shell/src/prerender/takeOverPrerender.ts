/**
 * The live page takes the place of the prerendered one (see shell/build/prerenderGuardScript.ts
 * and shell/server/prerenderComposer.ts) in the commit that first shows it, so there is no blank
 * frame and nothing moves. Nothing the user did in the meantime is lost: what they typed or
 * chose is put in the same fields, the focus (and caret) goes to the same field, and buttons
 * clicked or forms sent are clicked and sent again on the live page. The two pages have the same
 * markup, so an element is found by its path.
 */
import { useLayoutEffect } from 'react';
import { PRERENDER_ID, type EarlyEvent } from '../indexHtmlContract';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export function prerenderElement(): HTMLElement | null {
  return document.getElementById(PRERENDER_ID);
}

/** The element at `path` below `top`: indexes among element children, the prerender's <style> skipped. */
function elementAt(top: Element, path: readonly number[]): Element | null {
  let node: Element | null = top;
  for (const [depth, index] of path.entries()) {
    const children: Element[] = [...(node?.children ?? [])].filter(
      (child) => !(depth === 0 && top.id === PRERENDER_ID && child.tagName === 'STYLE'),
    );
    node = children[index] ?? null;
    if (!node) return null;
  }
  return node;
}

function pathOf(top: Element, element: Element): number[] | null {
  const path: number[] = [];
  let node: Element = element;
  while (node !== top) {
    const parent: Element | null = node.parentElement;
    if (!parent) return null;
    const siblings = [...parent.children].filter(
      (child) => !(parent === top && child.tagName === 'STYLE'),
    );
    path.unshift(siblings.indexOf(node));
    node = parent;
  }
  return path;
}

function isField(element: Element | null): element is Field {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

function changedByUser(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  if (field instanceof HTMLInputElement && field.type === 'file') return false;
  return field.value !== field.defaultValue;
}

/**
 * The live field drawn for the same thing as a prerendered one: same kind and name. (Not the
 * same id: ids from React's useId differ between the prerender and the live render.)
 */
function isSameField(target: Element | null, source: Field): target is Field {
  return (
    isField(target) &&
    target.tagName === source.tagName &&
    target.type === source.type &&
    target.name === source.name
  );
}

/** Sets a value the way typing does, so React's onChange sees it. */
function typeInto(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

interface Carried {
  path: number[];
  source: Field;
}

/**
 * A button pressed on the prerender, and lifted once its live twin is in place: the browser sends
 * no click (the press and the lift were on two elements), so the lift on the live button clicks
 * it. Only the next lift or cancel counts: it is the end of that press.
 */
function clickOnLift(button: HTMLButtonElement): void {
  const end = (event: Event) => {
    document.removeEventListener('pointerup', end, true);
    document.removeEventListener('pointercancel', end, true);
    if (
      event.type === 'pointerup' &&
      event.target instanceof Node &&
      button.contains(event.target)
    ) {
      button.click();
    }
  };
  document.addEventListener('pointerup', end, true);
  document.addEventListener('pointercancel', end, true);
}

/** Replaces the prerender (if any) by the live page already rendered in `root`. */
export function takeOverPrerender(root: HTMLElement): void {
  const prerender = prerenderElement();
  if (!prerender) return;
  const carried: Carried[] = [...prerender.querySelectorAll('input, textarea, select')]
    .filter(isField)
    .filter(changedByUser)
    .flatMap((source) => {
      const path = pathOf(prerender, source);
      return path ? [{ path, source }] : [];
    });
  const active = document.activeElement;
  const focusPath = active && prerender.contains(active) ? pathOf(prerender, active) : null;
  const caret =
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement
      ? { start: active.selectionStart, end: active.selectionEnd }
      : null;
  const events: EarlyEvent[] = window.__BTJ_PRERENDER_EVENTS__?.splice(0) ?? [];
  prerender.remove();

  // After this commit, as if the user did it now: React handles it like any input.
  queueMicrotask(() => {
    for (const { path, source } of carried) {
      const target = elementAt(root, path);
      if (!isSameField(target, source)) continue;
      if (
        source instanceof HTMLInputElement &&
        (source.type === 'checkbox' || source.type === 'radio')
      ) {
        const box = target as HTMLInputElement; // same tag and type as the source
        if (box.checked !== source.checked) box.click();
      } else {
        typeInto(target, source.value);
      }
    }
    const focusTarget = focusPath ? elementAt(root, focusPath) : null;
    if (focusTarget instanceof HTMLElement) {
      focusTarget.focus();
      if (
        caret &&
        (focusTarget instanceof HTMLInputElement || focusTarget instanceof HTMLTextAreaElement)
      ) {
        try {
          focusTarget.setSelectionRange(caret.start, caret.end);
        } catch {
          // Inputs such as e-mail have no caret to set.
        }
      }
    }
    for (const event of events) {
      const target = elementAt(root, event.path);
      if (event.type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
      const sameButton = target instanceof HTMLButtonElement && target.textContent === event.text;
      if (event.type === 'click' && sameButton) target.click();
      if (event.type === 'press' && sameButton) clickOnLift(target);
    }
  });
}

/**
 * In the first screen the router shows after its first load (the page's frame, or the route
 * error screen): the live screen takes the prerender's place before the browser paints it.
 */
export function useTakeOverPrerender(): void {
  useLayoutEffect(() => takeOverPrerender(document.getElementById('root')!), []);
}
