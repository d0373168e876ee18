/**
 * `az-sales-tax`: Arizona Department of Revenue (ADOR) taxable sales and tax collections by
 * period covered (the month the sales took place, not the month ADOR received the tax).
 * Every figure is ADOR's estimate from the revenue received so far, revised as late returns,
 * amendments and audits come in: a newer report replaces every month's figures.
 */
export interface AzSalesTaxRow {
  period: string;
  /**
   * USD, estimated taxable sales under the transaction privilege tax (TPT). The TPT bases are
   * the sales measure: medical plus adult-use is the market's total.
   */
  medicalTaxableSales: number;
  adultUseTaxableSales: number;
  /** USD, the excise tax's estimated base: another estimate of adult-use sales, never added to the TPT bases. */
  exciseTaxableSales: number;
  /** USD collected, all jurisdictions. */
  medicalTaxCollections: number;
  adultUseTaxCollections: number;
  exciseTaxCollections: number;
  /** USD; negative where ADOR refunded more fees than it charged. */
  eftPaymentFees: number;
  totalCollections: number;
  /** Why the month is not a real month of sales (the report came out before its returns were in); absent when it is. */
  incomplete?: string;
}
