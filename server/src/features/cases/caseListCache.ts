import { LRUCache } from 'lru-cache';
import { ADMIN_PAGE_SIZE, CARD_PAGE_SIZE } from 'shared-contract';

/** The memory the cached lists may take, by the estimate of `approximateBytes`. */
export const CASE_LIST_CACHE_BYTES = 16 * 1024 * 1024;

/** The memory the searched pages and totals may take (a second cache of the same kind). */
export const SEARCH_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * The page sizes the apps ask for (the cards' 3, the admin tables' 10): only those pages are
 * kept, so a client cannot fill the cache with the same rows cut into other page sizes.
 */
export const CACHED_PAGE_SIZES: readonly number[] = [CARD_PAGE_SIZE, ADMIN_PAGE_SIZE];

interface Entry {
  version: number;
  value: unknown;
}

/**
 * Case-list pages served from memory until any case changes, in a least-recently-used cache
 * bounded by bytes.
 *
 * Every case write bumps a version (in this process after its commit; other processes sharing a
 * PostgreSQL database hear about it through LISTEN/NOTIFY). An entry is stored under the version
 * read before its query ran, so a page read while a write commits is never reused. Concurrent
 * misses for one key share a single query.
 */
export class CaseListCache {
  private version = 0;
  private readonly entries: LRUCache<string, Entry>;
  private readonly pending = new Map<string, { version: number; promise: Promise<unknown> }>();
  /** Lookups answered from memory (a shared query in flight included) or by the database. */
  readonly counts = { hits: 0, misses: 0 };

  constructor(
    private enabled: boolean,
    maxBytes = CASE_LIST_CACHE_BYTES,
  ) {
    // One list may take an eighth of the budget: a huge unpaged list never flushes the rest.
    const maxEntrySize = Math.max(1, Math.floor(maxBytes / 8));
    this.entries = new LRUCache<string, Entry>({
      maxSize: maxBytes,
      maxEntrySize,
      sizeCalculation: (entry, key) =>
        Math.min(maxEntrySize + 1, 2 * key.length + approximateBytes(entry.value, maxEntrySize)),
    });
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  /** The bytes the cached lists take by estimate (for tests and the bench). */
  get size(): number {
    return this.entries.calculatedSize;
  }

  invalidate(): void {
    this.version++;
    this.entries.clear();
    this.pending.clear();
  }

  /** Used when cross-process invalidation can no longer be trusted. */
  disable(): void {
    this.enabled = false;
    this.invalidate();
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) {
      this.counts.misses++;
      return load();
    }
    const version = this.version;
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      this.counts.hits++;
      return hit.value as T;
    }
    const inFlight = this.pending.get(key);
    if (inFlight && inFlight.version === version) {
      this.counts.hits++;
      return inFlight.promise as Promise<T>;
    }

    this.counts.misses++;
    const promise = load();
    this.pending.set(key, { version, promise });
    try {
      const value = await promise;
      if (this.version === version) this.entries.set(key, { version, value });
      return value;
    } finally {
      if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
    }
  }
}

/**
 * A generous estimate of the heap a value of rows takes (strings at two bytes a character, object
 * and property overheads, room for the route's mapped JSON copy); stops counting past `cap`.
 */
export function approximateBytes(value: unknown, cap = Number.POSITIVE_INFINITY): number {
  let bytes = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && bytes <= cap) {
    const item = stack.pop();
    if (typeof item === 'string') bytes += 16 + 2 * item.length;
    else if (item instanceof Date) bytes += 64;
    else if (Array.isArray(item)) {
      bytes += 32 + 8 * item.length;
      for (const element of item) stack.push(element);
    } else if (item !== null && typeof item === 'object') {
      const values = Object.values(item);
      // The object itself, and its mapped copy in the route (ISO dates, a signed link).
      bytes += 2 * (48 + 16 * values.length) + 256;
      for (const element of values) stack.push(element);
    } else bytes += 8;
  }
  return Math.max(1, Math.ceil(bytes));
}
