/**
 * `or-tax-receipts`: Oregon Department of Revenue marijuana tax receipts by month of payment.
 * Receipts, not sales: payments made in the month, net of refunds, whatever month the sales
 * were made in, and DOR says they cannot be turned into sales. No field here is a sales figure.
 */
export interface OrTaxReceiptsRow {
  period: string;
  /** USD received for the state marijuana tax. */
  stateTaxReceived: number;
  /** USD received for the local taxes the state collects; null before the first local taxes came in (2017-02). */
  localTaxReceived: number | null;
  /** True where DOR estimated the split between state and local tax (both are paid together). */
  splitEstimated: boolean;
}
