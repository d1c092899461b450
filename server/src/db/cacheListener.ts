import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './client';

/** A cache of rows that other processes (or plain SQL) may change. */
export interface ListeningCache {
  /** Forgets what it holds: a change was announced on the channel. */
  clear(): void;
  /** Stops caching for good: changes can no longer be heard. */
  disable(): void;
}

/**
 * Start-up: LISTEN on the channel the writers NOTIFY, clearing the cache on each change; once the
 * listener is lost the cache is off (logged as `lostWarning`), so no stale row is ever served.
 */
export function clearOnNotify(
  database: Database,
  channel: string,
  cache: ListeningCache,
  log: FastifyBaseLogger,
  lostWarning: string,
): Promise<void> {
  return database.listen(
    channel,
    () => cache.clear(),
    (error) => {
      log.warn({ err: error }, lostWarning);
      cache.disable();
    },
  );
}
