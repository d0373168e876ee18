import { deployProblems, settingsProblems, type DeploySnapshot, type SettingsSnapshot } from './settings-check';
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

describe('settings checked before a deploy', () => {
  const enforced = { enforcementState: 'ENFORCE', constraints: { minLength: 8 } };
  const deployAtFault = (deploy: DeploySnapshot, measuringEdge = false) =>
    deployProblems(deploy, { measuringEdge }).map((problem) => problem.setting);

  it("accepts Hosting's edge set and the password policy enforced at 8 characters or more", () => {
    expect(deployAtFault({ HOSTING_EDGE_RANGES: '203.0.113.0/24', passwordPolicy: enforced })).toEqual([]);
    const longer = { enforcementState: 'ENFORCE', constraints: { minLength: 12 } };
    expect(deployAtFault({ HOSTING_EDGE_RANGES: '203.0.113.9', passwordPolicy: longer })).toEqual([]);
  });

  it("refuses Hosting's edge unset or empty, which instances accept (counting no limit per address)", () => {
    for (const HOSTING_EDGE_RANGES of [undefined, '', ' , ']) {
      expect(deployAtFault({ HOSTING_EDGE_RANGES, passwordPolicy: enforced })).toEqual(['HOSTING_EDGE_RANGES']);
      expect(settingsAtFault({ HOSTING_EDGE_RANGES: HOSTING_EDGE_RANGES ?? '' })).toEqual([]);
    }
    expect(deployAtFault({ HOSTING_EDGE_RANGES: 'edge.example.com', passwordPolicy: enforced })).toEqual([
      'HOSTING_EDGE_RANGES',
    ]);
  });

  it("lets the one deploy that measures Hosting's edge through unset, never with a wrong value", () => {
    expect(deployAtFault({ passwordPolicy: enforced }, true)).toEqual([]);
    expect(deployAtFault({ HOSTING_EDGE_RANGES: 'edge', passwordPolicy: enforced }, true)).toEqual([
      'HOSTING_EDGE_RANGES',
    ]);
  });

  it('refuses a password policy that is missing, not enforced, or shorter than 8 characters', () => {
    const edge = { HOSTING_EDGE_RANGES: '203.0.113.0/24' };
    for (const passwordPolicy of [
      undefined,
      { enforcementState: 'OFF', constraints: { minLength: 8 } },
      { enforcementState: 'ENFORCE', constraints: { minLength: 6 } },
      { enforcementState: 'ENFORCE' },
    ]) {
      expect(deployAtFault({ ...edge, passwordPolicy })).toEqual(['passwordPolicyConfig']);
    }
  });
});
