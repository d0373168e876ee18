import { settingsProblems, type SettingsSnapshot } from './settings-check';
import { FUNCTION_TIMEOUT_SECONDS, stripeTimeoutFits } from './runtime-limits';
import { productionSettings } from './testing/production-settings';

const production: SettingsSnapshot = productionSettings();

const settingsAtFault = (settings: Partial<SettingsSnapshot>, emulated = false) =>
  settingsProblems({ ...production, ...settings }, { emulated }).map((problem) => problem.setting);

describe('settings checked before a deployed function serves', () => {
  it('accepts a production configuration', () => {
    expect(settingsAtFault({})).toEqual([]);
  });

  it.each([
    [{ REPORT_TOKEN_SECRET: 'local-report-token-secret-not-for-production-0123456789' }, 'REPORT_TOKEN_SECRET'],
    [{ REPORT_TOKEN_SECRET: 'short-but-random-9f8e7d' }, 'REPORT_TOKEN_SECRET'],
    [{ ALERT_LINK_SECRET: 'local-alert-link-secret-not-for-production-0123456789' }, 'ALERT_LINK_SECRET'],
    [{ ALERT_LINK_SECRET: 'short-but-random-9f8e7d' }, 'ALERT_LINK_SECRET'],
    [{ PUBLIC_SITE_URL: 'http://reports.example.com' }, 'PUBLIC_SITE_URL'],
    [{ PUBLIC_SITE_URL: 'not a url' }, 'PUBLIC_SITE_URL'],
    [{ STRIPE_API_BASE_URL: 'http://127.0.0.1:12111' }, 'STRIPE_API_BASE_URL'],
    [{ STRIPE_PRICE_MONTHLY: 'monthly' }, 'STRIPE_PRICE_MONTHLY'],
    [{ STRIPE_PRICE_MONTHLY: 'price_monthly_local' }, 'STRIPE_PRICE_MONTHLY'],
    [{ STRIPE_PRICE_ANNUAL: '' }, 'STRIPE_PRICE_ANNUAL'],
    [{ STRIPE_PRICE_ANNUAL: 'price_annual_local' }, 'STRIPE_PRICE_ANNUAL'],
    [{ STRIPE_SECRET_KEY: 'sk_test_local_emulator' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_TIMEOUT_MS: 20_000 }, 'STRIPE_TIMEOUT_MS'],
    [{ HOSTING_EDGE_RANGES: 'edge.example.com' }, 'HOSTING_EDGE_RANGES'],
  ])('refuses %j, naming %s', (settings, setting) => {
    expect(settingsAtFault(settings)).toEqual([setting]);
  });

  it('checks only the settings a function reads', () => {
    const stripeOnly = {
      STRIPE_API_BASE_URL: '',
      STRIPE_SECRET_KEY: production.STRIPE_SECRET_KEY,
      STRIPE_TIMEOUT_MS: 10_000,
    };
    expect(settingsProblems(stripeOnly, { emulated: false })).toEqual([]);
    expect(settingsProblems({ PUBLIC_SITE_URL: 'http://reports.example.com' }, { emulated: false })).toEqual([
      { setting: 'PUBLIC_SITE_URL', problem: 'must be an https:// address' },
    ]);
  });

  it('refuses a data source fetched over plain http, naming its param; an empty one is not fetched', () => {
    const DATA_URLS = {
      DATA_URL_CT_WEEKLY_SALES: 'http://data.ct.gov/weekly.csv',
      DATA_URL_WA_RETAIL_SALES: 'https://lcb.wa.gov/sales.xlsx',
      DATA_URL_CO_COUNTY_SALES: '',
    };
    expect(settingsProblems({ DATA_URLS }, { emulated: false }).map((problem) => problem.setting)).toEqual([
      'DATA_URL_CT_WEEKLY_SALES',
    ]);
    expect(settingsProblems({ DATA_URLS }, { emulated: true })).toEqual([]);
  });

  it('accepts the local example settings in the emulators, but not a Stripe timeout that cannot fit', () => {
    const local = {
      PUBLIC_SITE_URL: 'http://127.0.0.1:5000',
      STRIPE_API_BASE_URL: 'http://127.0.0.1:12111',
      STRIPE_PRICE_MONTHLY: 'price_monthly_local',
      STRIPE_SECRET_KEY: 'sk_test_local_emulator',
      REPORT_TOKEN_SECRET: 'local-report-token-secret-not-for-production-0123456789',
    };
    expect(settingsAtFault(local, true)).toEqual([]);
    expect(settingsAtFault({ ...local, STRIPE_TIMEOUT_MS: 60_000 }, true)).toEqual(['STRIPE_TIMEOUT_MS']);
  });

  it("fits the default Stripe timeout's three attempts inside the function timeout", () => {
    expect(stripeTimeoutFits(10_000)).toBe(true);
    expect(stripeTimeoutFits((FUNCTION_TIMEOUT_SECONDS * 1000) / 3)).toBe(false);
  });
});
