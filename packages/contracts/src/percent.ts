/**
 * Percent figures, one rounding each: a change is rounded once where it is computed (to two
 * decimals, `percentChange`) and shown as computed, signed, wherever a reader meets it (a
 * report's table or chart, a 'What's new' line). Showing it to fewer decimals would round it a
 * second time, so that one figure could read '+5 %' in one place and '+4.9 %' in another.
 */

/** The change from `then` to `now`, in percent to two decimals; null when `then` is 0. */
export function percentChange(now: number, then: number): number | null {
  return then === 0 ? null : Math.round(((now - then) / Math.abs(then)) * 100 * 100) / 100;
}

// Made at the first figure, not as the module loads: the first Intl format starts ICU, tens of
// milliseconds that a page importing this module should not spend before its first paint.
let percent: Intl.NumberFormat | undefined;

/** '+4.95 %', '-16.8 %', '0 %'. */
export const formatPercent = (value: number) => {
  percent ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, signDisplay: 'exceptZero' });
  return `${percent.format(value)} %`;
};
