/** The ingestion task fetches the address its dataset's setting gives when it runs, whatever its payload says. */
import type { Request } from 'firebase-functions/v2/tasks';
import { ingestOneSource } from '../ingestion/ingest-one-source';
import { ingestionTaskRefused } from '../logs';
import { ingestSourceTask } from './ingest-source-task';

jest.mock('../ingestion/ingest-one-source');
jest.mock('../logs');

const SETTING = 'https://data.ct.gov/api/views/weekly/rows.csv';
const run = (data: unknown) => ingestSourceTask.run({ data } as Request<unknown>);

beforeEach(() => {
  jest.clearAllMocks();
  process.env.DATA_URL_CT_WEEKLY_SALES = SETTING;
  process.env.DATA_URL_OR_SALES = '';
});
afterEach(() => {
  delete process.env.DATA_URL_CT_WEEKLY_SALES;
  delete process.env.DATA_URL_OR_SALES;
});

describe('ingestSourceTask', () => {
  it("fetches the dataset's setting, never an address the payload names", async () => {
    await run({ datasetId: 'ct-weekly-sales', url: 'https://attacker.example/any.csv' });
    expect(ingestOneSource).toHaveBeenCalledWith({ datasetId: 'ct-weekly-sales', url: SETTING });
  });

  it('fetches nothing for a dataset whose setting is empty, or a payload naming no dataset', async () => {
    await run({ datasetId: 'or-sales', url: 'https://attacker.example/any.csv' });
    await run({ url: 'https://attacker.example/any.csv' });
    expect(ingestOneSource).not.toHaveBeenCalled();
    expect(ingestionTaskRefused).toHaveBeenCalledTimes(2);
  });
});
