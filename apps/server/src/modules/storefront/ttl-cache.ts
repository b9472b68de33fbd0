/**
 * A small in-process cache with a time-to-live, for figures that may be a few seconds old: the
 * storefront's totals and home stats. Counting matches costs far more than reading a page of them,
 * and a shopper paging through one search repeats the same count on every page. Each server
 * process keeps its own (nothing to invalidate across processes: entries simply expire).
 * Concurrent misses of one key share a single load (no stampede of identical counts when an
 * entry expires under load). Times come from the monotonic `performance.now()`, not the business
 * clock: this is about load, not deadlines. `ttlMs = 0` turns it off (tests see every change at once).
 * `clear()` forgets everything, including loads still running when it is called (their result
 * may predate the change that called it).
 */
export class TtlCache<V> {
  private entries = new Map<string, { value: Promise<V>; expires: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const now = performance.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = load();
    this.entries.delete(key);
    // Map keeps insertion order: the first key is the oldest, dropped when full
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: now + this.ttlMs });
    // a failed load is not remembered: the next request tries again
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear() {
    // a new map: a load that started before is never stored in it
    this.entries = new Map();
  }
}
