/**
 * The shared rate counters (services/platform/rate-counters) kept in a map, per key, for unit
 * tests without Firestore: `jest.mock('…/rate-counters', () => jest.requireActual('…/memory-rate-counters'))`.
 */
const counts = new Map<string, number>();

export async function takeShared(key: string, limit: number): Promise<boolean> {
  const count = counts.get(key) ?? 0;
  if (count >= limit) return false;
  counts.set(key, count + 1);
  return true;
}
