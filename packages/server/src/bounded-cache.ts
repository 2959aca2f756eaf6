/**
 * The one bounded cache of the services: at most `maxEntries` entries, the least recently used
 * one evicted first, and optionally a time to live (per cache, or per entry at `set`). A lookup
 * (`get`) makes an entry the most recently used; `peek` and `has` do not. An expired entry is
 * never returned and is dropped when it is next looked at or when it is the oldest.
 * No dependencies (this module is imported on its own as `@warden/server/bounded-cache`).
 */
export interface BoundedCacheOptions {
  /** Most entries held; a `set` beyond it evicts the least recently used. An integer >= 1. */
  maxEntries: number;
  /** Default time to live of an entry in ms (absent: entries live until evicted). */
  ttlMs?: number;
  /** The clock, in ms (tests inject one). */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  /** Epoch ms at which the entry stops being served; Infinity without a TTL. */
  expires: number;
}

export class BoundedCache<K, V> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  private readonly entries = new Map<K, Entry<V>>();
  private readonly now: () => number;
  readonly maxEntries: number;
  private readonly ttlMs: number | undefined;

  constructor(opts: BoundedCacheOptions) {
    if (!Number.isInteger(opts.maxEntries) || opts.maxEntries < 1) throw new RangeError(`maxEntries must be an integer >= 1, got ${opts.maxEntries}`);
    if (opts.ttlMs !== undefined && !(opts.ttlMs >= 0)) throw new RangeError(`ttlMs must be >= 0, got ${opts.ttlMs}`);
    this.maxEntries = opts.maxEntries;
    this.ttlMs = opts.ttlMs;
    this.now = opts.now ?? Date.now;
  }

  /** Entries held, expired ones not yet dropped included. */
  get size(): number {
    return this.entries.size;
  }

  private live(key: K): Entry<V> | undefined {
    const e = this.entries.get(key);
    if (e === undefined) return undefined;
    if (e.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  /** The value, made the most recently used; undefined when absent or expired. */
  get(key: K): V | undefined {
    const e = this.live(key);
    if (e === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, e);
    return e.value;
  }

  /** The value without changing its place in the eviction order. */
  peek(key: K): V | undefined {
    return this.live(key)?.value;
  }

  has(key: K): boolean {
    return this.live(key) !== undefined;
  }

  /** Stores the value as the most recently used; `ttlMs` overrides the cache's for this entry. */
  set(key: K, value: V, ttlMs: number | undefined = this.ttlMs): this {
    const expires = ttlMs === undefined ? Infinity : this.now() + ttlMs;
    this.entries.delete(key);
    this.entries.set(key, { value, expires });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as K;
      this.entries.delete(oldest);
    }
    return this;
  }

  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  /** The value, removed from the cache (undefined when absent or expired). */
  take(key: K): V | undefined {
    const value = this.peek(key);
    this.entries.delete(key);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
