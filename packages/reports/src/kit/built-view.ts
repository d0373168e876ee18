/** What a view builder answers: the months with data, a small summary, and the parts by id. */
export interface BuiltView<Summary> {
  months: string[];
  summary: Summary;
  parts: Map<string, object>;
}

/** Sums keep the sources' precision (up to three decimals) without floating-point dust. */
export const roundMills = (value: number) => Math.round(value * 1000) / 1000;

/** The months the rows cover, in order. */
export const monthsOf = (rows: Array<{ period: string }>) => [...new Set(rows.map((row) => row.period))].sort();

/** Rows grouped by month. */
export function byMonth<Row extends { period: string }>(rows: Row[]): Map<string, Row[]> {
  const months = new Map<string, Row[]>();
  for (const row of rows) {
    const month = months.get(row.period);
    if (month) month.push(row);
    else months.set(row.period, [row]);
  }
  return months;
}
