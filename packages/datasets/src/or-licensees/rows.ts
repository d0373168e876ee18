/** `or-licensees`: the OLCC Cannabis Licensee Public Report, active licences only. Rows have no month: the list is a snapshot. */
export interface OrLicensee {
  /** e.g. '050-10157025C26'; the prefix encodes the type (020 producer, 030 processor, 050 retailer, 060 wholesaler, 010 lab). */
  license: string;
  /** As published, e.g. 'RECREATIONAL RETAILER'. */
  type: string;
  legalName: string;
  businessName: string | null;
  county: string | null;
  /** Street, city and ZIP; null where OLCC exempts it from public disclosure (everything but retailers and labs). */
  address: string | null;
  /** e.g. ['Marijuana Home Delivery', 'Medical Marijuana Retailer']. */
  endorsements: string[];
  /** Producers only: Indoor, Outdoor or Mixed. */
  canopy: string | null;
  /** Producers only, e.g. 'Tier II'. */
  tier: string | null;
  status: string;
  /** 'YYYY-MM-DD'; null where OLCC writes '*'. */
  expires: string | null;
}
