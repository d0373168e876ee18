import { describe, expect, it } from 'vitest';
import { arrivalText, marketsCurrentSentence, viaText } from './period';

const market = (state: string, monthsBehind: number) => ({
  state,
  periodFrom: '2020-01',
  periodTo: '2026-10',
  currency: {
    status: monthsBehind === 0 ? ('current' as const) : ('behind' as const),
    newestHeld: '2026-10',
    newestExpected: '2026-10',
    monthsBehind,
  },
});

describe("/data's summary of currency", () => {
  it('counts the markets current with their publishers and names them', () => {
    expect(marketsCurrentSentence([market('CT', 0), market('MD', 0), market('CO', 32)])).toBe(
      '2 of the 3 markets with monthly figures are current with their publishers: Connecticut and Maryland.',
    );
    expect(marketsCurrentSentence([market('CT', 0), market('CO', 32)])).toBe(
      '1 of the 2 markets with monthly figures is current with its publisher: Connecticut.',
    );
  });

  it('says none is current, and which is closest, rather than nothing', () => {
    expect(marketsCurrentSentence([market('CO', 32), market('CT', 1)])).toBe(
      'None of the 2 markets with monthly figures is current with its publisher; the closest: Connecticut, 1 month behind.',
    );
  });

  it('says nothing before any market is dated', () => {
    expect(marketsCurrentSentence([{ state: 'CA', periodFrom: '2020', periodTo: 'CY2023' }])).toBeNull();
  });
});

describe('how a dataset arrives, in words', () => {
  it('names the host it is fetched from, says a PDF or dashboard is imported by hand, and a compilation is not updated', () => {
    expect(arrivalText({ how: 'fetched', host: 'masscannabiscontrol.com' })).toBe(
      'Fetched daily from masscannabiscontrol.com',
    );
    expect(arrivalText({ how: 'manual' })).toBe("Imported by hand from the publisher's PDF or dashboard");
    expect(arrivalText({ how: 'frozen' })).toBe('A one-off compilation, not updated');
  });

  it("tells a version's file fetched from one imported by hand", () => {
    expect([viaText('fetch'), viaText('manual')]).toEqual(['Fetched', 'Imported by hand']);
  });
});
