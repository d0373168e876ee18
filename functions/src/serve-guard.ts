/**
 * Each function checks the settings it reads once per instance, before its first request or
 * run, and refuses to work while they are unsafe: an HTTPS function answers every request
 * 503 (logged once with the settings at fault, never their values), a trigger or scheduled
 * job skips its work and logs why each time. A misconfigured deploy fails loudly instead of
 * serving.
 */
import type { Response } from 'express';
import {
  alertLinkSecret,
  hostingEdgeRanges,
  publicSiteUrl,
  reportTokenSecret,
  stripeApiBaseUrl,
  stripePriceAnnual,
  stripePriceMonthly,
  stripeSecretKey,
  stripeTimeoutMs,
} from './config';
import { settingsRefused, workSkippedForSettings } from './logs';
import { runsInEmulator, settingsProblems, type SettingProblem, type SettingsSnapshot } from './settings-check';

/** Reads the settings one function uses; a function reads only the secrets it mounts. */
export type SettingsReader = () => SettingsSnapshot;

/** What every Stripe call depends on. */
export const stripeSettings: SettingsReader = () => ({
  STRIPE_API_BASE_URL: stripeApiBaseUrl.value(),
  STRIPE_SECRET_KEY: stripeSecretKey.value(),
  STRIPE_TIMEOUT_MS: stripeTimeoutMs.value(),
});

/** The webhook: Stripe, and the site URL its mails link to. */
export const webhookSettings: SettingsReader = () => ({
  ...stripeSettings(),
  PUBLIC_SITE_URL: publicSiteUrl.value(),
  STRIPE_PRICE_MONTHLY: stripePriceMonthly.value(),
  STRIPE_PRICE_ANNUAL: stripePriceAnnual.value(),
});

/** The API: all of the webhook's, the report tokens' secret, and Hosting's edge (its client addresses). */
export const apiSettings: SettingsReader = () => ({
  ...webhookSettings(),
  REPORT_TOKEN_SECRET: reportTokenSecret.value(),
  ALERT_LINK_SECRET: alertLinkSecret.value(),
  HOSTING_EDGE_RANGES: hostingEdgeRanges.value(),
});

/** The alert jobs mail links to the site, signed with the alert-link secret. */
export const alertSettings: SettingsReader = () => ({
  PUBLIC_SITE_URL: publicSiteUrl.value(),
  ALERT_LINK_SECRET: alertLinkSecret.value(),
});

/** The public pages link to themselves by the site's address (canonical addresses, the sitemap, embed codes). */
export const pagesSettings: SettingsReader = () => ({ PUBLIC_SITE_URL: publicSiteUrl.value() });

/** The new-account trigger mails a verification link to the site. */
export const newAccountSettings: SettingsReader = () => ({ PUBLIC_SITE_URL: publicSiteUrl.value() });

const checked = new Map<string, SettingProblem[]>();

/** The problems of `functionName`'s settings, read once per instance; `fresh` on the first look. */
function problemsOf(functionName: string, read: SettingsReader): { problems: SettingProblem[]; fresh: boolean } {
  const known = checked.get(functionName);
  if (known) return { problems: known, fresh: false };
  const problems = settingsProblems(read(), { emulated: runsInEmulator() });
  checked.set(functionName, problems);
  return { problems, fresh: true };
}

/** Answers true (and the request) when `functionName` must not serve with these settings. */
export function refusedForSettings(functionName: string, res: Response, read: SettingsReader): boolean {
  const { problems, fresh } = problemsOf(functionName, read);
  if (!problems.length) return false;
  if (fresh) settingsRefused(functionName, problems);
  // A refusal about this deploy, not an answer any cache may keep and serve after the fix.
  res
    .status(503)
    .set('cache-control', 'no-store')
    .json({ error: 'The service is not configured correctly. Please try again later.', code: 'misconfigured' });
  return true;
}

/**
 * True when a trigger or scheduled job must skip this run: logged every time, since each
 * skipped run is work (an account's record, a sync, an import) that did not happen.
 */
export function skippedForSettings(functionName: string, read: SettingsReader): boolean {
  const { problems } = problemsOf(functionName, read);
  if (problems.length) workSkippedForSettings(functionName, problems);
  return problems.length > 0;
}
