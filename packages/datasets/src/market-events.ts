/**
 * Dated events in each market that a reader needs to read its charts: the first legal sales, a
 * closure, a regulator changing its report or its labels, a break in a series. One row per
 * event, each with the public page that dates it; every chart whose months cover an event's
 * draws it, lists it under it, and carries it in its exports and in the data API. Adding an
 * event is adding a row (decision 0145).
 */

import type { MarketEvent } from '@cannabis-reports/contracts';

/**
 * Each row: its market, its month (`to` too for a range), its kind, a label of a few words (drawn
 * beside the mark, short enough for a phone's chart), a sentence of what it means (listed under
 * the chart), the regulator's or the statute's public page that dates it, and, for a break in one
 * dataset's figures only (a compilation's), that dataset: it is then marked where that dataset's
 * figures are drawn, not on every chart of the market.
 */
export const MARKET_EVENTS: readonly MarketEvent[] = [
  {
    market: 'CO',
    from: '2021-05',
    kind: 'series-break',
    label: 'Series break',
    text: "From May 2021 the compilation's Colorado figure drops by about a quarter at once and stays lower. Earlier months equal CDOR's medical plus retail total; later ones follow another source. Do not read the drop as a change in the market.",
    sourceUrl: 'https://cdor.colorado.gov/data-and-reports/marijuana-data/marijuana-sales-reports',
    dataset: 'state-monthly-sales',
  },
  {
    market: 'IL',
    from: '2020-01',
    kind: 'sales-begin',
    label: 'Adult-use sales begin',
    text: 'Adult-use sales began on 1 January 2020; IDFPR’s monthly adult-use sales start with that month.',
    sourceUrl: 'https://www.idfpr.com/Forms/AUC/2021%2011%2002%20IDFPR%20monthly%20adult%20use%20cannabis%20sales.pdf',
  },
  {
    market: 'AZ',
    from: '2021-01',
    kind: 'sales-begin',
    label: 'Adult-use sales begin',
    text: 'Adult-use sales began in January 2021: ADOR reports adult-use taxable sales from that month.',
    sourceUrl: 'https://azdor.gov/sites/default/files/document/MJ_byPeriodCovered.pdf',
  },
  {
    market: 'CT',
    from: '2023-01',
    kind: 'sales-begin',
    label: 'Adult-use sales begin',
    text: 'Adult-use sales began on 10 January 2023; before that Connecticut sold medical cannabis only.',
    sourceUrl: 'https://data.ct.gov/d/ucaf-96h6',
  },
  {
    market: 'MA',
    from: '2020-03',
    to: '2020-05',
    kind: 'closure',
    label: 'Adult-use stores closed',
    text: "The CCC ordered adult-use stores closed from 24 March 2020 under the governor's COVID-19 emergency order; they reopened for curbside pickup on 25 May. March lost its last week, April had no adult-use sales and May only its last week, while medical sales went on: the dip is the closure, not the market.",
    sourceUrl: 'https://masscannabiscontrol.com/?p=13160',
  },
  {
    market: 'MD',
    from: '2023-07',
    kind: 'sales-begin',
    label: 'Adult-use sales begin',
    text: 'Adult-use sales began on 1 July 2023; before that Maryland sold medical cannabis only, so totals from July 2023 count more sales.',
    sourceUrl: 'https://cannabis.maryland.gov/Pages/Data-Dashboard.aspx',
  },
  {
    market: 'MD',
    from: '2025-08',
    kind: 'report-change',
    label: 'New customer labels',
    text: 'From August 2025 MCA labels customers Patient, Caregiver and Consumer instead of Medical and Adult-Use; patients and caregivers are counted as medical and consumers as adult-use, so the series runs on.',
    sourceUrl: 'https://cannabis.maryland.gov/Pages/Data-Dashboard.aspx',
  },
];
