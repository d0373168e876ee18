/** Numbers as the reports show them: US dollars ($), Canadian dollars (C$), counts, percentages and indexes, en-US. */
import { formatPercent } from '@cannabis-reports/contracts';
import type { Unit } from '../api/report-data';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdPrice = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
// en-US writes CAD as 'CA$'; the reports say 'C$' throughout, so the symbol is given here.
const cad = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const cadPrice = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const inCad = (format: Intl.NumberFormat, value: number) =>
  value < 0 ? `-C$${format.format(-value)}` : `C$${format.format(value)}`;
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const index = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** A figure whose unit its row names (a table of mixed measures): grouped, to the cent at most. */
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatValue(value: number | string | null, unit?: Unit): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  if (unit === 'usd') return usd.format(value);
  if (unit === 'usd-price') return usdPrice.format(value);
  if (unit === 'cad') return inCad(cad, value);
  if (unit === 'cad-price') return inCad(cadPrice, value);
  // As computed, the one rounding a percent figure gets (contracts' percent.ts).
  if (unit === 'percent') return formatPercent(value);
  if (unit === 'count') return count.format(value);
  if (unit === 'index') return index.format(value);
  return plain.format(value);
}
