/**
 * Settings that would make a deployed function unsafe are refused before it serves
 * anything: the example report-token or alert-link secret (anyone who read the repository
 * could sign report tokens or unsubscribe links), a plain-http site URL (Stripe and the e-mails would send users there), a
 * Stripe API base (production must talk to api.stripe.com), a price id that is not one, a
 * data source fetched over plain http. Params are only readable at run time, so this runs
 * when an instance first serves a request or runs a job.
 */
import { addressRanges, entriesOf } from './http/middleware/address-ranges';
import { stripeTimeoutFits } from './runtime-limits';

/** The settings a function reads; each function's guard gives only its own (serve-guard.ts). */
export interface SettingsSnapshot {
  PUBLIC_SITE_URL?: string;
  STRIPE_API_BASE_URL?: string;
  STRIPE_PRICE_MONTHLY?: string;
  STRIPE_PRICE_ANNUAL?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_TIMEOUT_MS?: number;
  REPORT_TOKEN_SECRET?: string;
  ALERT_LINK_SECRET?: string;
  HOSTING_EDGE_RANGES?: string;
  /** The scheduled ingestion's sources by param name (DATA_URL_...); empty: not fetched. */
  DATA_URLS?: Record<string, string>;
}

export interface SettingProblem {
  /** The setting's name as it is set: a param or secret name. */
  setting: string;
  problem: string;
}

const MIN_SECRET_LENGTH = 32;
/** Words of the committed local examples: a secret containing one was copied from them. */
const EXAMPLE_MARKERS = /local|example|not-for-production|changeme/i;

const protocolOf = (value: string) => {
  try {
    return new URL(value).protocol;
  } catch {
    return '';
  }
};

/**
 * What is wrong with the settings given (a setting left out is not read by the function, so
 * not checked); in the emulators only what would also break locally.
 */
export function settingsProblems(settings: SettingsSnapshot, { emulated }: { emulated: boolean }): SettingProblem[] {
  const problems: SettingProblem[] = [];
  const add = (setting: string, problem: string) => problems.push({ setting, problem });
  if (settings.STRIPE_TIMEOUT_MS !== undefined && !stripeTimeoutFits(settings.STRIPE_TIMEOUT_MS)) {
    add('STRIPE_TIMEOUT_MS', 'three attempts of this length do not fit in the function timeout');
  }
  if (settings.HOSTING_EDGE_RANGES !== undefined) {
    try {
      addressRanges(settings.HOSTING_EDGE_RANGES);
    } catch {
      add('HOSTING_EDGE_RANGES', 'must be addresses or CIDR ranges, comma-separated, or empty');
    }
  }
  if (emulated) return problems;

  for (const name of ['REPORT_TOKEN_SECRET', 'ALERT_LINK_SECRET'] as const) {
    const secret = settings[name];
    if (secret !== undefined && (secret.length < MIN_SECRET_LENGTH || EXAMPLE_MARKERS.test(secret)))
      add(name, `must be a random string of at least ${MIN_SECRET_LENGTH} characters, not the example`);
  }
  if (settings.PUBLIC_SITE_URL !== undefined && protocolOf(settings.PUBLIC_SITE_URL) !== 'https:') {
    add('PUBLIC_SITE_URL', 'must be an https:// address');
  }
  if (settings.STRIPE_API_BASE_URL !== undefined && settings.STRIPE_API_BASE_URL !== '') {
    add('STRIPE_API_BASE_URL', 'must be empty outside the emulators');
  }
  for (const name of ['STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_ANNUAL'] as const) {
    const value = settings[name];
    if (value !== undefined && !/^price_[A-Za-z0-9]{8,}$/.test(value))
      add(name, 'must be a Stripe price id (price_...)');
  }
  if (
    settings.STRIPE_SECRET_KEY !== undefined &&
    !/^(sk|rk)_(live|test)_[A-Za-z0-9]{16,}$/.test(settings.STRIPE_SECRET_KEY)
  ) {
    add('STRIPE_SECRET_KEY', 'must be a Stripe secret or restricted key (sk_live_..., rk_live_...)');
  }
  // Data fetched in plain text could be replaced on its way by anyone on the path.
  for (const [name, url] of Object.entries(settings.DATA_URLS ?? {})) {
    if (url !== '' && protocolOf(url) !== 'https:') add(name, 'must be an https:// address or empty');
  }
  return problems;
}

/** What the deploy preflight (functions/scripts/preflight.ts) reads: the params to be deployed and the project's Auth. */
export interface DeploySnapshot {
  /** As the project's `.env` files set it; undefined when none does. */
  HOSTING_EDGE_RANGES?: string;
  /** The identity service's password policy (Identity Platform's project config), when it has one. */
  passwordPolicy?: { enforcementState?: string; constraints?: { minLength?: number } };
}

/** The shortest password the identity service must refuse below, as the sign-up does (decision 0030). */
export const MIN_POLICY_LENGTH = 8;

/**
 * What must hold before a deploy, beyond what each instance checks when it starts: Hosting's edge
 * set (unset, a deployed API counts no limit per address; `measuringEdge` lets the one deploy
 * through that learns the edge's address: decision 0138), and the identity service enforcing
 * passwords of at least 8 characters, the one rule a change sent straight to it still meets
 * (decision 0139).
 */
export function deployProblems(
  deploy: DeploySnapshot,
  { measuringEdge }: { measuringEdge: boolean },
): SettingProblem[] {
  const problems = settingsProblems({ HOSTING_EDGE_RANGES: deploy.HOSTING_EDGE_RANGES ?? '' }, { emulated: false });
  if (!measuringEdge && entriesOf(deploy.HOSTING_EDGE_RANGES).length === 0)
    problems.push({
      setting: 'HOSTING_EDGE_RANGES',
      problem: "must be set to Hosting's edge: until it is, no limit is counted per address (docs/operations.md)",
    });
  const policy = deploy.passwordPolicy;
  if (policy?.enforcementState !== 'ENFORCE' || (policy.constraints?.minLength ?? 0) < MIN_POLICY_LENGTH)
    problems.push({
      setting: 'passwordPolicyConfig',
      problem: `the project's password policy must be enforced with a minimum length of at least ${MIN_POLICY_LENGTH}`,
    });
  return problems;
}

/** The emulator sets FUNCTIONS_EMULATOR; a deployed instance never does. */
export const runsInEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';
