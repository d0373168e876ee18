/** What the two datasets of the Maryland Cannabis Administration's dashboard share. */

/** Where both MCA datasets come from: the dashboard's data extract. */
export const MCA_DASHBOARD = {
  publisher: 'Maryland Cannabis Administration (MCA)',
  sourceUrl: 'https://cannabis.maryland.gov/Pages/Data-Dashboard.aspx',
  licence:
    'Maryland public record (the MCA Data Dashboard extract, copied unchanged by ptgold75/shelfintel, which has no licence file). Attribute the Maryland Cannabis Administration.',
  cadence: 'Monthly (MCA dashboard, revised later); this copy runs to 2025-11',
} as const;
