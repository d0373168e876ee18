import type { OrTaxReceiptsRow } from '@cannabis-reports/contracts';
import { RowError } from '../readers/cell-values';
import { parsePeriod } from '../readers/dates';
import { defineFormat } from './define-format';
import type { RowCells } from './row-cells';

/** The CSV conversion of the DOR workbook's sheet `Receipts`. */
const LAYOUTS = [{ month: 'month', state: 'state_tax_received_usd', local: 'local_tax_received_usd' }] as const;

type Field = keyof (typeof LAYOUTS)[number];

/** USD to the cent: from 2017-02 the figures come from an estimated split and carry floating-point dust. */
const toCents = (usd: number) => Math.round(usd * 100) / 100;

const optionalSigned = (cells: RowCells<Field>, field: Field) =>
  cells.text(field) === '' ? null : toCents(cells.signedAmount(field));

/**
 * Oregon DOR marijuana tax net receipts by month. These are tax receipts, not sales: payments
 * businesses made in the month (whatever month they sold in, late payments included), net of
 * refunds, after retailers keep 2 percent, and DOR says they cannot be turned into sales. So
 * the rows carry receipts only, under names that say so, and no sales figure is derived.
 * From 2017-02 the state and local taxes are paid together and DOR estimates the split.
 */
export const orTaxReceipts = defineFormat({
  name: 'Oregon DOR marijuana tax net receipts by month',
  meta: {
    id: 'or-tax-receipts',
    title: 'Oregon marijuana tax receipts by month of payment, state and local (not sales)',
    publisher: 'Oregon Department of Revenue (DOR), Research Section',
    sourceUrl: 'https://www.oregon.gov/dor/gov-research',
    licence:
      "Oregon public record (DOR's workbook, copied unchanged by childoftherion/OFAP, released under the Unlicense). Attribute the Oregon Department of Revenue.",
    sample: false,
    cadence:
      'Monthly (DOR; the state/local split is revised when quarterly returns are filed); this copy, updated 2025-10-16, runs to 2025-09',
    units:
      'USD of tax received in the month of payment, net of refunds: tax receipts, not sales (DOR: they cannot be translated into sales)',
  },
  layouts: LAYOUTS,
  read(cells) {
    const period = parsePeriod(cells.required('month'));
    if (period === undefined)
      throw new RowError(`${cells.title('month')} is not a month 'YYYY-MM': "${cells.text('month')}"`);
    const localTaxReceived = optionalSigned(cells, 'local');
    const row: OrTaxReceiptsRow = {
      period,
      stateTaxReceived: toCents(cells.signedAmount('state')),
      localTaxReceived,
      splitEstimated: localTaxReceived !== null,
    };
    return { key: period, period, row };
  },
});
