/** Series for the forecast's tests: a month index mapped to figures, and reproducible noise. */

export const range = <T>(length: number, at: (t: number) => T): T[] => Array.from({ length }, (_, t) => at(t));

/** A reproducible standard-normal sequence (a linear congruential generator and Box-Muller). */
export function normals(length: number, seed = 7): number[] {
  let state = seed;
  const uniform = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return (state + 1) / (2 ** 31 + 1);
  };
  return range(length, () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform()));
}
