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
