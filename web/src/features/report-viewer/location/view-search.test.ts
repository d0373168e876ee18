import type { ReportData } from '@cannabis-reports/contracts';
import { describe, expect, it } from 'vitest';
import { washingtonReport } from '../../../testing/report-data';
import { readViewParams } from './read-view-params';
import { adjustedNotice, adjustmentOf, viewSearch } from './view-search';

const STATES = ['AK', 'CA', 'CO', 'MA', 'WA'];
const overview = (value: string[]): ReportData => ({
  ...washingtonReport(),
  reportId: 'market-overview',
  filters: [
    {
      kind: 'choice',
      name: 'states',
      label: 'States',
      multiple: true,
      options: STATES.map((state) => ({ value: state, label: state })),
      value,
    },
  ],
});

describe('a view in the query string', () => {
  it('reads each filter on its own: malformed ones are kept apart, never sent', () => {
    expect(readViewParams(new URLSearchParams('report=x&from=2021-01&to=2021-13&states=wa&county=King'))).toEqual({
      params: { from: '2021-01', county: 'King' },
      malformed: { to: '2021-13', states: 'wa' },
    });
  });

  it('carries a single state (a market’s page) to the request, and keeps a malformed one apart', () => {
    expect(readViewParams(new URLSearchParams('report=markets&state=MD'))).toEqual({
      params: { state: 'MD' },
      malformed: {},
    });
    expect(readViewParams(new URLSearchParams('report=markets&state=Maryland')).malformed).toEqual({
      state: 'Maryland',
    });
    expect(viewSearch('markets', { state: 'MD' }).toString()).toBe('report=markets&state=MD');
  });

  it('writes the report first and leaves out empty filters', () => {
    expect(viewSearch('washington-retail', { county: '', from: '2021-01' }).toString()).toBe(
      'report=washington-retail&from=2021-01',
    );
  });
});

describe('what a link asked for and the server applied', () => {
  it('is the same when only the order of several choices differs', () => {
    const view = readViewParams(new URLSearchParams('states=WA,CA'));
    expect(adjustmentOf(view, overview(['CA', 'WA']))).toEqual({ messages: [], applied: { states: 'CA,WA' } });
  });

  it('names what was applied instead, a long list cut short', () => {
    const { messages } = adjustmentOf(readViewParams(new URLSearchParams('states=ZZ')), overview(STATES));
    expect(adjustedNotice(messages)).toBe(
      "Some settings in this link were adjusted: States shows AK, CA, CO and 2 more ('ZZ' is not available).",
    );
  });

  it('says nothing for a link that asks for nothing', () => {
    expect(adjustmentOf(readViewParams(new URLSearchParams('')), washingtonReport())).toEqual({
      messages: [],
      applied: {},
    });
    expect(adjustedNotice([])).toBe('');
  });

  it("keeps an 'as of' day the server applied, and says when a link's day could not be used", () => {
    const asOf = { ...washingtonReport(), asOf: { date: '2025-04-07', publishedAt: '2025-04-07T06:00:00.000Z' } };
    expect(adjustmentOf(readViewParams(new URLSearchParams('asOf=2025-04-07')), asOf)).toEqual({
      messages: [],
      applied: { asOf: '2025-04-07' },
    });
    const future = readViewParams(new URLSearchParams('asOf=2999-01-01'));
    expect(future.params).toEqual({});
    expect(adjustmentOf(future, washingtonReport()).messages).toEqual([
      "the latest figures are shown ('2999-01-01' is not a past day, YYYY-MM-DD)",
    ]);
  });
});
