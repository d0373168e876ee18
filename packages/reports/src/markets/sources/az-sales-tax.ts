/**
 * ADOR's taxable sales and tax collections by period covered (az-sales-tax): Arizona's monthly
 * total is the two transaction privilege tax (TPT) bases, medical plus adult-use; the excise
 * base, another estimate of adult-use sales, is shown apart and never added to them. A month
 * the importer marks incomplete (the report came out before its returns were in) is flagged
 * in every series, so it is shown, never compared, and not the page's 'Data as of'.
 */
import type { AzSalesTaxRow } from '@cannabis-reports/datasets';
import { defineSource, figuresOf, type Figures } from '../facts';

const ESTIMATES =
  'Every Arizona figure is ADOR’s estimate from one report (its date is the period in Sources): ADOR re-estimates every month as late returns, payments, amendments and audits come in, and a newer report replaces all of them.';

export const azSalesTax = defineSource({
  dataset: 'az-sales-tax',
  from: 'ADOR’s taxable sales and tax collections by period covered',
  rank: 1,
  contribute: (rows) => {
    if (rows.length === 0) return [];
    const monthly = (value: (row: AzSalesTaxRow) => number): Figures =>
      figuresOf(
        rows,
        (row) => row.period,
        value,
        (row) => (row.incomplete ? 'incomplete' : undefined),
      );
    return [
      {
        state: 'AZ',
        total: {
          covers: 'medical plus adult-use taxable sales under the transaction privilege tax, estimated (ADOR)',
          figures: monthly((row) => row.medicalTaxableSales + row.adultUseTaxableSales),
        },
        facts: [
          {
            key: 'sales-by-customer-type',
            topic: 'sales',
            kind: 'line-chart',
            unit: 'usd',
            title: 'Taxable sales by market, USD',
            headline: true,
            series: [
              { label: 'Medical', figures: monthly((row) => row.medicalTaxableSales) },
              { label: 'Adult-use', figures: monthly((row) => row.adultUseTaxableSales) },
            ],
            notes: ['The transaction privilege tax bases: estimated taxable sales by the month the sales took place.'],
          },
          {
            key: 'tax-collected',
            topic: 'tax',
            kind: 'line-chart',
            unit: 'usd',
            title: 'Tax collected, USD',
            series: [
              { label: 'Medical TPT', figures: monthly((row) => row.medicalTaxCollections) },
              { label: 'Adult-use TPT', figures: monthly((row) => row.adultUseTaxCollections) },
              { label: 'Excise tax', figures: monthly((row) => row.exciseTaxCollections) },
              { label: 'Total collections', figures: monthly((row) => row.totalCollections) },
            ],
            notes: [
              'Tax collected for all jurisdictions, by the month the sales took place. The total includes EFT payment fees, negative where ADOR refunded more fees than it charged.',
            ],
          },
          {
            key: 'excise-taxable-sales',
            topic: 'tax',
            kind: 'line-chart',
            unit: 'usd',
            title: 'Taxable sales under the excise tax, USD',
            series: [{ label: 'Excise tax base', figures: monthly((row) => row.exciseTaxableSales) }],
            notes: [
              'The excise tax’s estimated base: another estimate of adult-use sales, larger than the adult-use TPT base in most months. It is never added to the TPT bases, which are the sales shown above.',
            ],
          },
        ],
        notes: [
          ESTIMATES,
          ...rows.flatMap((row) => (row.incomplete ? [`${row.period} (ADOR): ${row.incomplete}`] : [])),
        ],
      },
    ];
  },
});
