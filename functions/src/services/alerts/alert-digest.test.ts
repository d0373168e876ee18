import { weekOf } from './alert-digest';

describe('the digest week', () => {
  it.each([
    ['2026-11-23T07:00:00Z', '2026-11-23'],
    ['2026-11-26T12:00:00Z', '2026-11-23'],
    ['2026-11-29T23:59:59Z', '2026-11-23'],
    ['2026-11-30T00:00:00Z', '2026-11-30'],
  ])('of %s starts on Monday %s', (at, monday) => {
    expect(weekOf(Date.parse(at))).toBe(monday);
  });
});
