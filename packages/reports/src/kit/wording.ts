/** What a partial week is, wherever a report flags one (Connecticut weekly, prices). */
export const PARTIAL_WEEK = 'Partial week: it covers fewer than 7 days (not over yet, or before the data starts).';

/** What a suspect figure is, wherever a report flags one. */
export const SUSPECT_FIGURE =
  'Probable source error: at least 3 times, or at most a third of, the median of its series; left out of the chart and of derived figures. The chart’s notes give the source’s figure.';
