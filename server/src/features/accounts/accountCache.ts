import { LRUCache } from 'lru-cache';
import type { Role } from '../../db/schema';

/** What every authenticated request checks its token against: its session's live account. */
export interface CurrentAccount {
  userId: string;
  email: string;
  role: Role;
  tokenVersion: number;
}

const CACHE_SIZE = 10_000;

/**
 * The live sessions of recently active users, by session id, with their user's current token
 * version, role and e-mail, so a request does not read the database each time (a revoked or
 * expired session has no entry: it loads as undefined). Cleared in-process by `forget`/`clear`
 * and, through the account service's LISTEN, by a change from any process or plain SQL. Without a
 * working listener it is disabled and every request loads its session.
 */
export class AccountCache {
  readonly #cache = new LRUCache<string, CurrentAccount>({ max: CACHE_SIZE });
  /** Bumped by every invalidation: a read that started before one must not refill the cache. */
  #generation = 0;
  #enabled = true;
  /** Lookups answered from memory or by the database (the cache's hit ratio). */
  readonly counts = { hits: 0, misses: 0 };

  constructor(private readonly load: (sessionId: string) => Promise<CurrentAccount | undefined>) {}

  async current(sessionId: string): Promise<CurrentAccount | undefined> {
    const cached = this.#enabled ? this.#cache.get(sessionId) : undefined;
    if (cached) {
      this.counts.hits++;
      return cached;
    }
    this.counts.misses++;
    const generation = this.#generation;
    const row = await this.load(sessionId);
    if (row && this.#enabled && generation === this.#generation) this.#cache.set(sessionId, row);
    return row;
  }

  forget(sessionId: string): void {
    this.#generation++;
    this.#cache.delete(sessionId);
  }

  clear(): void {
    this.#generation++;
    this.#cache.clear();
  }

  disable(): void {
    this.#enabled = false;
    this.clear();
  }
}
