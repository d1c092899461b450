import type { Role } from 'shared-contract';

/**
 * The page a signed-out user asked for (or was on when the session ended), kept in this tab until
 * the next sign-in takes them back to it.
 */
const KEY = 'btj:return-to';
const MAX_PATH_CHARS = 2000;

interface KeptPage {
  path: string;
  roles: Role[];
  /** Who was signed in when the page was kept; null for a visitor or an unreadable token. */
  userId: string | null;
}

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // Storage refused: the login then goes to the role's dashboard, as before.
  }
}

/** Only a path of this app: never another origin (`//host`) and never unbounded. */
function isAppPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    path.length <= MAX_PATH_CHARS
  );
}

export function keepReturnPath(path: string, roles: readonly Role[], userId: string | null): void {
  if (!isAppPath(path) || path.startsWith('/login')) return;
  tabStorage()?.setItem(KEY, JSON.stringify({ path, roles: [...roles], userId }));
}

export function forgetReturnPath(): void {
  tabStorage()?.removeItem(KEY);
}

function keptPage(): KeptPage | null {
  const raw = tabStorage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const kept = JSON.parse(raw) as Partial<KeptPage>;
    return isAppPath(kept.path) && Array.isArray(kept.roles)
      ? { path: kept.path, roles: kept.roles, userId: kept.userId ?? null }
      : null;
  } catch {
    return null;
  }
}

/**
 * Where a fresh sign-in goes: the kept page when this role may see it and it was not kept for
 * someone else, otherwise `fallback` (the role's dashboard). The kept page is used once.
 */
export function takeReturnPath(role: Role, userId: string, fallback: string): string {
  const kept = keptPage();
  forgetReturnPath();
  if (!kept || !kept.roles.includes(role)) return fallback;
  if (kept.userId !== null && kept.userId !== userId) return fallback;
  return kept.path;
}
