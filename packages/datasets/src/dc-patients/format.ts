import type { DcPatientsRow } from './rows';
import { readReported, REPORTED } from '../publishers/dc-abca';
import { defineFormat } from '../kit/define-format';
import { source } from './source';

const LAYOUTS = [
  {
    ...REPORTED,
    residency: 'residency',
    patients: 'individual_patients',
    transactions: 'total_transactions',
    inStoreTransactions: 'in_store_transactions',
    deliveryTransactions: 'delivery_transactions',
    averageTransaction: 'average_transaction',
    inStoreAverageSale: 'in_store_average_sale',
    deliveryAverageSale: 'delivery_average_sale',
    inStoreSales: 'in_store_total',
    deliverySales: 'delivery_total',
    sales: 'total_sales',
  },
] as const;

/**
 * DC medical cannabis patients, transactions and sales by residency and month. Figures are
 * kept as typed: in some months in-store plus delivery does not add up to the total.
 */
export const dcPatients = defineFormat({
  name: 'DC ABCA medical cannabis patients by residency',
  source,
  layouts: LAYOUTS,
  read(cells) {
    const row: DcPatientsRow = {
      ...readReported(cells),
      residency: cells.required('residency'),
      patients: cells.count('patients'),
      transactions: cells.optionalCount('transactions'),
      inStoreTransactions: cells.optionalCount('inStoreTransactions'),
      deliveryTransactions: cells.optionalCount('deliveryTransactions'),
      averageTransaction: cells.optionalAmount('averageTransaction'),
      inStoreAverageSale: cells.optionalAmount('inStoreAverageSale'),
      deliveryAverageSale: cells.optionalAmount('deliveryAverageSale'),
      inStoreSales: cells.optionalAmount('inStoreSales'),
      deliverySales: cells.optionalAmount('deliverySales'),
      sales: cells.optionalAmount('sales'),
    };
    return { key: `${row.period}|${row.residency}`, period: row.period, row };
  },
});
