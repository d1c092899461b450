import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { users, type Role } from '../db/schema';

/** Migration 0004's triggers NOTIFY this channel when a user's version, role or e-mail changes or the user goes. */
export const USERS_CHANGED_CHANNEL = 'btj_users_changed';

/** What every authenticated request checks its token against. */
export interface CurrentAccount {
  email: string;
  role: Role;
  tokenVersion: number;
}

const CACHE_SIZE = 10_000;

/**
 * The current token version, role and e-mail of recently active users, so a request does not
 * read the users table each time. Cleared in-process by `forget` and, through LISTEN on
 * USERS_CHANGED_CHANNEL, by a change from any process or plain SQL. Without a working listener
 * it is disabled and every request reads the database.
 */
export class AccountCache {
  readonly #cache = new LRUCache<string, CurrentAccount>({ max: CACHE_SIZE });
  /** Bumped by every invalidation: a read that started before one must not refill the cache. */
  #generation = 0;
  #enabled = true;

  constructor(private readonly db: Db) {}

  async current(userId: string): Promise<CurrentAccount | undefined> {
    const cached = this.#enabled ? this.#cache.get(userId) : undefined;
    if (cached) return cached;
    const generation = this.#generation;
    const [row] = await this.db
      .select({ email: users.email, role: users.role, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
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
