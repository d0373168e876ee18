import { FETCH_URLS } from '@cannabis-reports/datasets';
import { dataSourceSettings, dataSourceUrls, sourceUrl } from './data-source-params';

const ct = () => dataSourceUrls.find((source) => source.datasetId === 'ct-weekly-sales')!.url();
const az = () => dataSourceUrls.find((source) => source.datasetId === 'az-sales-tax')!.url();

describe('the address each source is fetched from', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of ['DATA_URL_CT_WEEKLY_SALES', 'DATA_URL_AZ_SALES_TAX', 'FUNCTIONS_EMULATOR']) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it("is, in production, the publisher's address of a self-fetching source while its param is unset, and none for the others", () => {
    delete process.env.FUNCTIONS_EMULATOR;
    delete process.env.DATA_URL_CT_WEEKLY_SALES;
    delete process.env.DATA_URL_AZ_SALES_TAX;
    expect(ct()).toBe('https://data.ct.gov/api/views/ucaf-96h6/rows.csv?accessType=DOWNLOAD');
    expect(az()).toBe('');
    // Every source with an address is configured, and the settings check sees each address.
    const urls = dataSourceSettings().DATA_URLS;
    expect(Object.values(urls).filter(Boolean).sort()).toEqual(Object.values(FETCH_URLS).sort());
  });

  it('is what the operator sets instead, and none when the operator blanks the param', () => {
    delete process.env.FUNCTIONS_EMULATOR;
    process.env.DATA_URL_CT_WEEKLY_SALES = 'https://mirror.example.gov/ct.csv';
    process.env.DATA_URL_AZ_SALES_TAX = 'https://azdor.example.gov/az.csv';
    expect([ct(), az()]).toEqual(['https://mirror.example.gov/ct.csv', 'https://azdor.example.gov/az.csv']);
    process.env.DATA_URL_CT_WEEKLY_SALES = '';
    expect(ct()).toBe('');
  });

  it('is none in the emulator unless a param names one: the local stack fetches nothing by itself', () => {
    process.env.FUNCTIONS_EMULATOR = 'true';
    delete process.env.DATA_URL_CT_WEEKLY_SALES;
    expect(ct()).toBe('');
    expect(sourceUrl('http://127.0.0.1:9/ct.csv', 'https://data.ct.gov/x.csv', true)).toBe('http://127.0.0.1:9/ct.csv');
  });
});
