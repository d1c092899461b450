import { LRUCache } from 'lru-cache';
import type { Role } from '../db/schema';

/** What every authenticated request checks its token against. */
export interface CurrentAccount {
  email: string;
  role: Role;
  tokenVersion: number;
}

const CACHE_SIZE = 10_000;

/**
 * The current token version, role and e-mail of recently active users, so a request does not
 * read the users table each time. Cleared in-process by `forget` and, through the user
 * repository's LISTEN, by a change from any process or plain SQL. Without a working listener it
 * is disabled and every request loads the account.
 */
export class AccountCache {
  readonly #cache = new LRUCache<string, CurrentAccount>({ max: CACHE_SIZE });
  /** Bumped by every invalidation: a read that started before one must not refill the cache. */
  #generation = 0;
  #enabled = true;
  /** Lookups answered from memory or by the database (the cache's hit ratio). */
  readonly counts = { hits: 0, misses: 0 };

  constructor(private readonly load: (userId: string) => Promise<CurrentAccount | undefined>) {}

  async current(userId: string): Promise<CurrentAccount | undefined> {
    const cached = this.#enabled ? this.#cache.get(userId) : undefined;
    if (cached) {
      this.counts.hits++;
      return cached;
    }
    this.counts.misses++;
    const generation = this.#generation;
    const row = await this.load(userId);
    if (row && this.#enabled && generation === this.#generation) this.#cache.set(userId, row);
    return row;
  }

  forget(userId: string): void {
    this.#generation++;
    this.#cache.delete(userId);
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
