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
  it('reads the payload the schedule enqueues', () => {
    const task = { datasetId: 'ct-weekly-sales', url: 'https://data.ct.gov/file.csv' };
    expect(parseIngestTask(task)).toEqual(task);
  });

  it.each([
    ['no payload', undefined],
    ['an unknown dataset', { datasetId: 'nowhere', url: 'https://data.ct.gov/file.csv' }],
    ['no address', { datasetId: 'ct-weekly-sales' }],
    ['not an address', { datasetId: 'ct-weekly-sales', url: 'file.csv' }],
    ['another scheme', { datasetId: 'ct-weekly-sales', url: 'file:///etc/passwd' }],
  ])('refuses %s', (_what, data) => {
    expect(parseIngestTask(data)).toBeNull();
  });
});
