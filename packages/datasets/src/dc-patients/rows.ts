import type { DcReported } from '../publishers/dc-abca';

/** `dc-patients`: DC medical cannabis patients, transactions and sales by residency and month. */
export interface DcPatientsRow extends DcReported {
  /** 'DC Residents', 'Non-DC Residents' or 'Non-DC Residents (Self-Certified Temporary)'. */
  residency: string;
  /** Persons. */
  patients: number;
  /** Counts of transactions. */
  transactions: number | null;
  inStoreTransactions: number | null;
  deliveryTransactions: number | null;
  /** USD per transaction. */
  averageTransaction: number | null;
  inStoreAverageSale: number | null;
  deliveryAverageSale: number | null;
  /** USD. */
  inStoreSales: number | null;
  deliverySales: number | null;
  sales: number | null;
}
