/**
 * Drafts of forms being typed, kept in this tab's sessionStorage per signed-in user, so a session
 * that ends mid-typing loses nothing: the form finds its draft again after the next sign-in.
 */

const PREFIX = 'btj:draft:';
/** A draft larger than this is not kept (sessionStorage holds ~5 MB for the whole origin). */
export const MAX_DRAFT_CHARS = 100_000;

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // Sandboxed iframes and some private modes refuse storage: no drafts then.
  }
}

function storageKey(userId: string, key: string): string {
  return `${PREFIX}${userId}:${key}`;
}

/** The draft kept for this user and form, or undefined. */
export function readDraft(userId: string | null, key: string): unknown {
  const store = tabStorage();
  if (!store || !userId) return undefined;
  const raw = store.getItem(storageKey(userId, key));
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    store.removeItem(storageKey(userId, key)); // not written by us: drop it, the form starts empty
    return undefined;
  }
}

/** Keeps a draft; without a signed-in user, or over the bound, nothing is kept. */
export function writeDraft(userId: string | null, key: string, value: unknown): void {
  const store = tabStorage();
  if (!store || !userId) return;
  const raw = JSON.stringify(value);
  if (raw.length > MAX_DRAFT_CHARS) {
    store.removeItem(storageKey(userId, key));
    return;
  }
  try {
    store.setItem(storageKey(userId, key), raw);
  } catch {
    // Storage full: the form still works, only this draft would not survive a session end.
    store.removeItem(storageKey(userId, key));
  }
}

export function removeDraft(userId: string | null, key: string): void {
  if (userId) tabStorage()?.removeItem(storageKey(userId, key));
}

/** Logout: every draft of this user goes, so nothing typed is left in the tab. */
export function removeDraftsOf(userId: string | null): void {
  const store = tabStorage();
  if (!store || !userId) return;
  const own = `${PREFIX}${userId}:`;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(own)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}

/**
 * The values of a kept draft in the shape of the form: only the form's own fields, and only
 * text; anything else (an older shape, a hand-edited entry) falls back to the form's value.
 * Null when nothing usable was kept.
 */
export function draftValues<T extends { [K in keyof T]: string }>(
  initial: T,
  kept: unknown,
): T | null {
  if (!kept || typeof kept !== 'object' || Array.isArray(kept)) return null;
  const values = { ...initial };
  let found = false;
  for (const field of Object.keys(initial) as Array<keyof T>) {
    const value = (kept as Record<keyof T, unknown>)[field];
    if (typeof value === 'string') {
      values[field] = value as T[keyof T];
      found = true;
    }
  }
  return found ? values : null;
}
