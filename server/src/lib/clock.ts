/**
 * The time the server's rules read: the wall clock, moved forward only in tests (DEV_OUTBOX=1,
 * never in production) so a reminder due tomorrow can be proven today. Scans and rules that
 * depend on "now" take it from here, never from Date.now() directly.
 */
export interface Clock {
  now(): Date;
  /** Tests only: moves this process's time forward by `ms` (never back). */
  advance(ms: number): Date;
}

export function createClock(): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms) {
      offsetMs += Math.max(0, ms);
      return new Date(Date.now() + offsetMs);
    },
  };
}
