import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';

/** Keys this process remembers as refused until their window ends (least recently used out first). */
const BLOCKED_KEYS = 50_000;
/** Ended windows are deleted at most this often per process, this many rows a statement. */
const SWEEP_EVERY_MS = 10_000;
const SWEEP_ROWS = 5_000;

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** What a child store is made from: a limiter's or a route's merged options. */
interface ChildOptions {
  nameSpace?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store on the rate_limit_hits table, so every API process on one database
 * counts the same window (PGlite: one process, same SQL). A key found over its limit is
 * remembered here until its window ends: a flood's refusals cost no query, as with the memory store.
 */
export function databaseStore(database: Database): FastifyRateLimitStoreCtor {
  const blocked = new LRUCache<string, number>({ max: BLOCKED_KEYS });
  let nextSweep = 0;

  // Bounded and awaited (no timer): after a flood of keys, each next hit deletes another batch.
  async function sweep(): Promise<void> {
    if (Date.now() < nextSweep) return;
    nextSweep = Date.now() + SWEEP_EVERY_MS;
    const deleted = await database.rows<{ key: string }>(sql`
      delete from rate_limit_hits where key in (
        select key from rate_limit_hits where resets_at <= now() limit ${SWEEP_ROWS}
      ) returning key`);
    if (deleted.length === SWEEP_ROWS) nextSweep = 0;
  }

  async function increment(key: string, windowMs: number, max: number): Promise<Result> {
    await sweep();
    const [row] = await database.rows<{ hits: number; ttl: number }>(sql`
      insert into rate_limit_hits as r (key, hits, resets_at)
      values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        hits = case when r.resets_at <= now() then 1 else r.hits + 1 end,
        resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
      returning hits, (extract(epoch from resets_at - now()) * 1000)::float8 as ttl`);
    const result = { current: Number(row?.hits ?? 1), ttl: Math.max(0, Number(row?.ttl ?? 0)) };
    if (result.current > max) blocked.set(key, Date.now() + result.ttl);
    return result;
  }

  async function peek(key: string): Promise<Result> {
    const [row] = await database.rows<{ hits: number; ttl: number }>(sql`
      select hits, (extract(epoch from resets_at - now()) * 1000)::float8 as ttl
      from rate_limit_hits where key = ${key} and resets_at > now()`);
    return row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
  }

  function remembered(key: string, max: number): Result | null {
    const until = blocked.get(key);
    if (until === undefined) return null;
    const ttl = until - Date.now();
    if (ttl > 0) return { current: max + 1, ttl };
    blocked.delete(key);
    return null;
  }

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly nameSpace = '') {}

    incr(key: string, callback: Callback, windowMs: number, max: number): void {
      const name = this.key(key);
      const known = remembered(name, max);
      if (known) return callback(null, known);
      increment(name, windowMs, max).then((result) => callback(null, result), callback);
    }

    read(key: string, callback: Callback, _windowMs: number, max: number): void {
      const name = this.key(key);
      const known = remembered(name, max);
      if (known) return callback(null, known);
      peek(name).then((result) => callback(null, result), callback);
    }

    // Typed by the plugin as route options; it passes the limit's merged options.
    child(options: object): DatabaseStore {
      const { nameSpace: given, routeInfo } = options as ChildOptions;
      const route = routeInfo?.url ? `${String(routeInfo.method)} ${routeInfo.url}` : '';
      const nameSpace = given ?? route;
      // Two limits on one namespace would count each other's hits.
      if (!nameSpace) throw new Error('a rate limit needs a nameSpace (or a route)');
      return new DatabaseStore(nameSpace);
    }

    private key(key: string): string {
      return `${this.nameSpace}:${key}`;
    }
  }
  // The plugin constructs the root store with its options; only children count.
  return class RootStore extends DatabaseStore {
    constructor() {
      super('');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
