import type { OrTaxReceiptsRow } from './rows';
import { RowError } from '../kit/readers/cell-values';
import { parsePeriod } from '../kit/readers/dates';
import { defineFormat } from '../kit/define-format';
import type { RowCells } from '../kit/row-cells';
import { source } from './source';

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
  source,
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
