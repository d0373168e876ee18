import {
  createTestUser,
  setUserFields,
  waitForUserRecord,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('.Toastify__toast').filter({ hasText: text })).toBeVisible();
}

/** A new account (record made, optional fields set), signed in through the sign-in page. */
export async function signInAsNewUser(page: Page, fields: Record<string, unknown> = {}): Promise<TestUser> {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  if (Object.keys(fields).length) await setUserFields(user.uid, fields);
  await signInThroughUi(page, user.email, user.password);
  // The first sign-in of a run meets cold function instances (user info, the catalogue): on a
  // busy machine they took more than the usual 10 s to answer.
  await expect(page).not.toHaveURL(/\/$/, { timeout: 30_000 });
  return user;
}

/** A new paying subscriber, signed in: the sign-in page sends them to /reports. */
export async function signInAsPaidUser(page: Page): Promise<TestUser> {
  const user = await signInAsNewUser(page, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
  await expect(page).toHaveURL(/\/reports$/);
  return user;
}
