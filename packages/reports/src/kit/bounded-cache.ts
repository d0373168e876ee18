/**
 * The versioned store's one cache: least recently used, bounded by the sum of its entries'
 * sizes (bytes of a view's parts, rows of a dataset's version). What it holds is named by
 * content or by version and never changes, so an entry can never be stale. Map keeps insertion
 * order, so the first key is the least recently used.
 */
export class BoundedCache<Value> {
  private readonly entries = new Map<string, { value: Value; size: number }>();
  private total = 0;

  constructor(private readonly maxSize: number) {}

  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` unless it alone is larger than the cache; lets go of the least recently used beyond the bound. */
  set(key: string, value: Value, size: number): void {
    if (size > this.maxSize) return;
    this.delete(key);
    this.entries.set(key, { value, size });
    this.total += size;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxSize) break;
      this.entries.delete(oldest);
      this.total -= entry.size;
    }
  }

  delete(key: string): void {
    const earlier = this.entries.get(key);
    if (!earlier) return;
    this.total -= earlier.size;
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }
}
