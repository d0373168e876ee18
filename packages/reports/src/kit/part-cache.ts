/**
 * A least-recently-used cache bounded by bytes (the JSON size of each entry), for a view's
 * immutable parts. Map keeps insertion order, so the first key is the least recently used.
 */
export class PartCache {
  private readonly entries = new Map<string, { value: object; bytes: number }>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): object | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: object, bytes: number): void {
    if (bytes > this.maxBytes) return;
    const earlier = this.entries.get(key);
    if (earlier) {
      this.bytes -= earlier.bytes;
      this.entries.delete(key);
    }
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
