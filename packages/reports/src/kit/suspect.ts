/**
 * Probable source errors: a figure far outside its own series is far more likely a slip in
 * the publication (a unit or a count typed wrong) than a market that moved thirtyfold for a
 * month. The rule, the same in every report: in a series of at least MIN_FIGURES figures, a
 * figure at least SUSPECT_RATIO times the series' median, or at most its 1/SUSPECT_RATIO, is
 * suspect. The median is robust: the outliers themselves barely move it.
 */
export const SUSPECT_RATIO = 3;
export const MIN_FIGURES = 5;

function median(sorted: readonly number[]): number {
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Per figure: its ratio to the series' median when suspect by the rule, else null. */
export function suspectRatios(values: ReadonlyArray<number | null>): Array<number | null> {
  const figures = values.filter((value): value is number => value !== null && value > 0).sort((a, b) => a - b);
  if (figures.length < MIN_FIGURES) return values.map(() => null);
  const middle = median(figures);
  return values.map((value) => {
    if (value === null || value <= 0) return null;
    const ratio = value / middle;
    return ratio >= SUSPECT_RATIO || ratio <= 1 / SUSPECT_RATIO ? ratio : null;
  });
}

/** What the reports' notes say of a suspect figure's ratio: '108× the series median', '0.25× the series median'. */
export const ratioInWords = (ratio: number) =>
  `${ratio >= 10 ? Math.round(ratio) : Math.round(ratio * 100) / 100}× the series median`;
