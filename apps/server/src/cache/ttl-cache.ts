/**
 * A small in-process cache of answers that may be served slightly old: entries expire after a time to
 * live, the oldest entry goes first when full, and concurrent misses for one key share one load.
 *
 * An entry forgotten (or the cache cleared) while its load is running is not stored when that load
 * finishes: the load may have read the data from before the change that caused the forgetting.
 */
export interface TtlCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  /** Epoch ms after which the entry is no longer served. */
  until: number;
}

export class TtlCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #pending = new Map<string, Promise<V>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  #generation = 0;

  constructor({ ttlMs, maxEntries, now = Date.now }: TtlCacheOptions) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.until > this.#now()) return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  /** Stores a value until `until` (epoch ms; default now + the time to live). */
  set(key: string, value: V, until = this.#now() + this.#ttlMs): void {
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, until });
  }

  delete(key: string): void {
    this.#generation += 1;
    this.#entries.delete(key);
    this.#pending.delete(key);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#pending.clear();
  }

  /**
   * The cached value, or the loader's. `keepUntil` decides whether (and until when) a loaded value is
   * kept: return a time in epoch ms, or null to serve it once without caching. Default: the time to live.
   */
  getOrLoad(
    key: string,
    load: () => Promise<V>,
    keepUntil?: (value: V, now: number) => number | null,
  ): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const inFlight = this.#pending.get(key);
    if (inFlight) return inFlight;
    const startedIn = this.#generation;
    const loading = load()
      .then((value) => {
        const now = this.#now();
        const until = keepUntil ? keepUntil(value, now) : now + this.#ttlMs;
        if (until !== null && startedIn === this.#generation) this.set(key, value, until);
        return value;
      })
      .finally(() => {
        if (this.#pending.get(key) === loading) this.#pending.delete(key);
      });
    this.#pending.set(key, loading);
    return loading;
  }
}
