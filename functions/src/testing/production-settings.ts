/**
 * Settings as a healthy deployed instance has them, for the tests of the settings check and
 * the serve guard. The key and the secret are made afresh on each run: no key-shaped literal
 * sits in the repository, and the check is met by what a real random secret looks like.
 */
import { randomBytes } from 'node:crypto';
import type { SettingsSnapshot } from '../settings-check';

export function productionSettings(): SettingsSnapshot {
  return {
    PUBLIC_SITE_URL: 'https://reports.example.com',
    STRIPE_API_BASE_URL: '',
    STRIPE_PRICE_MONTHLY: 'price_1QabcDEFghiJKL',
    STRIPE_PRICE_ANNUAL: 'price_1QannualYEARLY',
    STRIPE_SECRET_KEY: `sk_test_${randomBytes(12).toString('hex')}`,
    STRIPE_TIMEOUT_MS: 10_000,
    REPORT_TOKEN_SECRET: randomBytes(30).toString('base64url'),
    ALERT_LINK_SECRET: randomBytes(30).toString('base64url'),
  };
}
