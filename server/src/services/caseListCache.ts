/**
 * Case-list pages served from memory until any case changes.
 *
 * Every case write bumps a version (in this process after its commit; other processes sharing a
 * PostgreSQL database hear about it through LISTEN/NOTIFY). An entry is stored under the version
 * read before its query ran, so a page read while a write commits is never reused. Concurrent
 * misses for one key share a single query.
 */
export class CaseListCache {
  private version = 0;
  private readonly entries = new Map<string, { version: number; value: unknown }>();
  private readonly pending = new Map<string, { version: number; promise: Promise<unknown> }>();

  constructor(
    private enabled: boolean,
    private readonly maxEntries = 5_000,
  ) {}

  get isEnabled(): boolean {
    return this.enabled;
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

  forget(key: string): void {
    this.entries.delete(key);
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    const version = this.version;
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.value as T;
    const inFlight = this.pending.get(key);
    if (inFlight && inFlight.version === version) return inFlight.promise as Promise<T>;

    const promise = load();
    this.pending.set(key, { version, promise });
    try {
      const value = await promise;
      if (this.version === version) {
        if (this.entries.size >= this.maxEntries) this.entries.clear();
        this.entries.set(key, { version, value });
      }
      return value;
    } finally {
      if (this.pending.get(key)?.promise === promise) this.pending.delete(key);
    }
  }
}
