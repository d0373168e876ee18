import type { Page } from '@playwright/test';
import { APP_URL } from '@cannabis-reports/test-support/src/emulators';
import type { TestUser } from '@cannabis-reports/test-support/src/users';

/** Signs in through the sign-in page, as a reader does; Firebase keeps the session in IndexedDB. */
export async function signIn(page: Page, user: TestUser): Promise<void> {
  await page.goto(`${APP_URL}/`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/');
}
