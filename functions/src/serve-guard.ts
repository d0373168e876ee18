/**
 * Each function checks the settings once per instance, on its first request, and refuses
 * every request (503, logged once with the settings at fault, never their values) while
 * they are unsafe: a misconfigured deploy fails loudly instead of serving.
 */
import type { Response } from 'express';
import {
  publicSiteUrl,
  reportTokenSecret,
  stripeApiBaseUrl,
  stripePriceMonthly,
  stripeSecretKey,
  stripeTimeoutMs,
} from './config';
import { settingsRefused } from './logs';
import { runsInEmulator, settingsProblems, type SettingProblem, type SettingsSnapshot } from './settings-check';

const checked = new Map<string, SettingProblem[]>();

function snapshot(readsReportTokenSecret: boolean): SettingsSnapshot {
  return {
    PUBLIC_SITE_URL: publicSiteUrl.value(),
    STRIPE_API_BASE_URL: stripeApiBaseUrl.value(),
    STRIPE_PRICE_MONTHLY: stripePriceMonthly.value(),
    STRIPE_SECRET_KEY: stripeSecretKey.value(),
    STRIPE_TIMEOUT_MS: stripeTimeoutMs.value(),
    // Only functions that mount the secret may read it.
    REPORT_TOKEN_SECRET: readsReportTokenSecret ? reportTokenSecret.value() : undefined,
  };
}

/** Answers true (and the request) when `functionName` must not serve with these settings. */
export function refusedForSettings(
  functionName: string,
  res: Response,
  { readsReportTokenSecret }: { readsReportTokenSecret: boolean },
): boolean {
  let problems = checked.get(functionName);
  if (!problems) {
    problems = settingsProblems(snapshot(readsReportTokenSecret), { emulated: runsInEmulator() });
    checked.set(functionName, problems);
    if (problems.length) settingsRefused(functionName, problems);
  }
  if (!problems.length) return false;
  res
    .status(503)
    .json({ error: 'The service is not configured correctly. Please try again later.', code: 'misconfigured' });
  return true;
}
