/**
 * Lighthouse's CPU slowdown, calibrated to the machine. Lighthouse slows the CPU by a factor
 * of the host's own speed, so a fixed 4x emulates a different phone on every machine: the
 * host's BenchmarkIndex chooses the multiplier that brings it down to Lighthouse's target, a
 * mid-tier phone. The rule is Lighthouse's own calculator's, linear between its anchors:
 * index 150 -> 1x, 800 -> 2x, 1300 -> 3x, then +1x per 233 (1533 -> 4x, Lighthouse's default).
 */

export interface CpuSlowdown {
  /** The host's BenchmarkIndex: the median of a few runs of Lighthouse's own benchmark. */
  benchmarkIndex: number;
  /** The multiplier given to Lighthouse (throttling.cpuSlowdownMultiplier), one decimal. */
  multiplier: number;
  /** False when the host is slower than the target device: no slowdown can make up for it. */
  comparable: boolean;
}

/** Below this index the host is slower than the phone Lighthouse emulates (its calculator's floor). */
export const SLOWEST_COMPARABLE_INDEX = 150;

/** The multiplier Lighthouse's calculator gives for `benchmarkIndex`, to one decimal; 1x below its floor. */
export function cpuSlowdownFor(benchmarkIndex: number): CpuSlowdown {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`Not a BenchmarkIndex: ${benchmarkIndex}`);
  }
  const exact =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - SLOWEST_COMPARABLE_INDEX) / 650;
  return {
    benchmarkIndex,
    multiplier: Math.max(1, Math.round(exact * 10) / 10),
    comparable: benchmarkIndex >= SLOWEST_COMPARABLE_INDEX,
  };
}

export const CPU_SLOWDOWN_RULE =
  "Lighthouse's calculator: BenchmarkIndex 150 -> 1x, 800 -> 2x, 1300 -> 3x, +1x per 233 above (1533 -> 4x), linear between";
