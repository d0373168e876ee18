import { publishedFor, runKeyOf, viewDatasets } from './report-mail-runs';

describe('a run of the scheduled report mails', () => {
  it('is named by its Monday for a week and by its month for a month, so a rerun that week or month is the same run', () => {
    // Sunday Nov 29, Monday Nov 23 and Wednesday Nov 25, 2026 are one ISO week; Monday Nov 30 starts the next.
    expect(runKeyOf('weekly', new Date('2026-11-29T23:59:00Z'))).toBe('2026-11-23');
    expect(runKeyOf('weekly', new Date('2026-11-23T08:00:00Z'))).toBe('2026-11-23');
    expect(runKeyOf('weekly', new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-23');
    expect(runKeyOf('weekly', new Date('2026-11-30T08:00:00Z'))).toBe('2026-11-30');
    // A week across the new year keeps its Monday.
    expect(runKeyOf('weekly', new Date('2027-01-01T08:00:00Z'))).toBe('2026-12-28');
    expect(runKeyOf('monthly', new Date('2026-12-01T08:00:00Z'))).toBe('2026-12');
  });
});

describe("a view mailed 'when published'", () => {
  const maryland = { reportId: 'markets', query: { state: 'MD' } };

  it('is news when a dataset its report draws is published for one of its markets', () => {
    expect(viewDatasets(maryland)).toContain('md-sales');
    expect(publishedFor(maryland, { datasetId: 'md-sales', markets: ['MD'] })).toBe(true);
    expect(publishedFor(maryland, { datasetId: 'co-county-sales', markets: ['CO'] })).toBe(false);
  });

  it('is not news for a dataset its report does not draw, even of its market', () => {
    expect(viewDatasets({ reportId: 'washington-retail' })).not.toContain('md-sales');
    expect(publishedFor({ reportId: 'washington-retail', query: {} }, { datasetId: 'md-sales', markets: ['MD'] })).toBe(
      false,
    );
  });

  it('of every market is news for any market its report draws', () => {
    expect(publishedFor({ reportId: 'markets', query: {} }, { datasetId: 'md-sales', markets: ['MD'] })).toBe(true);
  });

  it('of a report that no longer exists is never news', () => {
    expect(publishedFor({ reportId: 'gone', query: {} }, { datasetId: 'md-sales', markets: ['MD'] })).toBe(false);
  });
});
