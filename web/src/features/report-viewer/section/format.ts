/** Numbers as the reports show them: US dollars ($), Canadian dollars (C$), counts, percentages and indexes, en-US. */
import { formatPercent } from '@cannabis-reports/contracts';
import type { Unit } from '../api/report-data';

/**
 * An en-US number format made at its first figure, not as the module loads: the first Intl
 * object starts ICU (about 15 ms of the viewer's code evaluation on this machine, ten times
 * that on the phone Lighthouse emulates), work that then comes with the first figure shown
 * instead of before the report's first render.
 */
function numberFormat(options: Intl.NumberFormatOptions): NumberFormat {
  let made: Intl.NumberFormat | undefined;
  return { format: (value) => (made ??= new Intl.NumberFormat('en-US', options)).format(value) };
}

interface NumberFormat {
  format: (value: number) => string;
}

const usd = numberFormat({ style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdPrice = numberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
// en-US writes CAD as 'CA$'; the reports say 'C$' throughout, so the symbol is given here.
const cad = numberFormat({ maximumFractionDigits: 0 });
const cadPrice = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const inCad = (format: NumberFormat, value: number) =>
  value < 0 ? `-C$${format.format(-value)}` : `C$${format.format(value)}`;
const count = numberFormat({ maximumFractionDigits: 0 });
const index = numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** A figure whose unit its row names (a table of mixed measures): grouped, to the cent at most. */
const plain = numberFormat({ maximumFractionDigits: 2 });

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
