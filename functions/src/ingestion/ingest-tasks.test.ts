import { ingestTaskId, parseIngestTask } from './ingest-tasks';

describe('ingestTaskId', () => {
  it('names one task per source and UTC day', () => {
    const morning = new Date('2026-11-23T06:00:00Z');
    expect(ingestTaskId('ct-weekly-sales', morning)).toBe('ingest-ct-weekly-sales-20261123');
    expect(ingestTaskId('ct-weekly-sales', new Date('2026-11-23T23:59:59Z'))).toBe(
      ingestTaskId('ct-weekly-sales', morning),
    );
    expect(ingestTaskId('ct-weekly-sales', new Date('2026-11-24T00:00:00Z'))).not.toBe(
      ingestTaskId('ct-weekly-sales', morning),
    );
    expect(ingestTaskId('wa-retail-sales', morning)).not.toBe(ingestTaskId('ct-weekly-sales', morning));
  });

  it('uses only the characters Cloud Tasks allows in a task id', () => {
    expect(ingestTaskId('state-adults-21', new Date('2026-01-02T00:00:00Z'))).toMatch(/^[A-Za-z0-9_-]{1,500}$/);
  });
});

describe('parseIngestTask', () => {
  it('reads the dataset the schedule enqueues, and nothing else a payload carries', () => {
    expect(parseIngestTask({ datasetId: 'ct-weekly-sales' })).toEqual({ datasetId: 'ct-weekly-sales' });
    expect(parseIngestTask({ datasetId: 'ct-weekly-sales', url: 'https://elsewhere.example/file.csv' })).toEqual({
      datasetId: 'ct-weekly-sales',
    });
  });

  it.each([
    ['no payload', undefined],
    ['an unknown dataset', { datasetId: 'nowhere' }],
    ['no dataset', { url: 'https://data.ct.gov/file.csv' }],
  ])('refuses %s', (_what, data) => {
    expect(parseIngestTask(data)).toBeNull();
  });
});
