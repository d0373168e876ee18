/**
 * `md-sales`: Maryland Cannabis Administration (MCA) retail sales by month, product category
 * and customer type (the dashboard's `Market Sales Data`).
 */
export interface MdSalesRow {
  period: string;
  /** 'Flower', 'Concentrate (includes vape)', 'Edible' or 'Other', as published. */
  productType: string;
  /** The MCA product category, e.g. 'Raw Pre-Roll', 'Vape Cart', 'Gummy'. */
  category: string;
  /** The customer type as published: 'Medical' or 'Adult-Use' to 2025-07; 'Patient', 'Caregiver' or 'Consumer' from 2025-08. */
  customerType: string;
  /**
   * The market the customer type belongs to, one meaning across MCA's two label sets:
   * 'Medical', 'Patient' and 'Caregiver' are medical; 'Adult-Use' and 'Consumer' are adult-use.
   */
  market: 'medical' | 'adult-use';
  /** USD, rounded to cents; negative where returns exceed sales in the month. */
  sales: number;
}
