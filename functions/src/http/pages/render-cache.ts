/**
 * What one instance of the pages function has rendered or read, for a few minutes: concurrent
 * requests for one key share one load, and a failed load is forgotten at once. A page is as
 * fresh as the CDN's copy anyway (pages-app.ts), so a newer import shows within minutes.
 */
export const RENDER_TTL_MS = 5 * 60 * 1000;
/** Markets (about 70) times their pages, charts and image, with room to spare. */
const MAX_ENTRIES = 1000;

export class RenderCache<Value> {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(private readonly now: () => number = Date.now) {}

  get<T = Value>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.at < RENDER_TTL_MS) return entry.value as Promise<T>;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { at: this.now(), value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(oldest);
    }
    return value;
  }
}
