/**
 * The market events table on the report's charts: every chart whose months cover an event of
 * the market shown carries its mark, with its source; a chart of other months or of names does
 * not; a series break a chart marks from its data is one mark, given the event's source.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ChartSection, ReportSection } from '@cannabis-reports/contracts';
import { MARKET_EVENTS } from '@cannabis-reports/datasets';
import { openPage } from '../markets/markets-test-files';
import { SALES_TITLE } from '../markets/page';
import { eventMark, withMarketEvents } from './market-annotations';

const charts = (sections: ReportSection[]) =>
  sections.filter((section): section is ChartSection => section.kind !== 'table' && section.kind !== 'county-map');
const eventOf = (market: string, from: string) => MARKET_EVENTS.find((e) => e.market === market && e.from === from)!;

describe('market events on a market page (Maryland)', async () => {
  const page = await openPage('MD');
  const sections = withMarketEvents(page.sections, page.filters);
  const labels = eventOf('MD', '2025-08');

  it('marks the 2025-08 label change on every chart whose months include August 2025, with its source', () => {
    const covering = charts(sections).filter((chart) => chart.x.some((x) => x.startsWith('2025-08')));
    assert.ok(covering.length >= 2, `${covering.length} charts cover August 2025`);
    for (const chart of covering) {
      const mark = chart.annotations?.find((annotation) => annotation.label === labels.label);
      assert.ok(mark, chart.title);
      assert.equal(mark.x.slice(0, 7), '2025-08');
      assert.equal(mark.sourceUrl, labels.sourceUrl);
      assert.equal(mark.kind, 'report-change');
    }
  });

  it('leaves it off charts that end before it and off tables', () => {
    for (const chart of charts(sections).filter((one) => !one.x.some((x) => x.startsWith('2025-08'))))
      assert.ok(!chart.annotations?.some((annotation) => annotation.label === labels.label), chart.title);
    for (const table of sections.filter((section) => section.kind === 'table')) assert.ok(!('annotations' in table));
  });

  it("keeps the total's own series break in July 2023 as one mark, given the table's source", () => {
    const total = charts(sections).find((chart) => chart.title === SALES_TITLE)!;
    const july = total.annotations?.filter((annotation) => annotation.x === '2023-07') ?? [];
    assert.deepEqual(
      july.map(({ label, kind, sourceUrl }) => ({ label, kind, sourceUrl })),
      [{ label: 'Series break', kind: 'series-break', sourceUrl: eventOf('MD', '2023-07').sourceUrl }],
    );
  });

  it('adds nothing for a market without events, nor without a market', () => {
    assert.deepEqual(withMarketEvents(page.sections, []), page.sections);
  });
});

describe('an event mark', () => {
  const closure = { ...eventOf('MD', '2025-08'), from: '2020-03', to: '2020-05', kind: 'closure' as const };

  it('shades a range from its first to its last month the chart has', () => {
    const mark = eventMark(closure, ['2020-02', '2020-03', '2020-04', '2020-05', '2020-06'], false);
    assert.deepEqual([mark?.x, mark?.to], ['2020-03', '2020-05']);
  });

  it('anchors on the first week of its month on a weekly chart, and names its market on a chart of several', () => {
    const mark = eventMark(eventOf('CT', '2023-01'), ['2022-12-31', '2023-01-14', '2023-01-21'], true);
    assert.equal(mark?.x, '2023-01-14');
    assert.equal(mark?.label, 'Connecticut: adult-use sales begin');
  });

  it('is left off a chart of other months or of names', () => {
    assert.equal(eventMark(closure, ['2020-06', '2020-07'], false), undefined);
    assert.equal(eventMark(closure, ['Denver', 'Boulder'], false), undefined);
  });
});
