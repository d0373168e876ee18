import { createTestUser, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
import { expectToast, signInThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';

test('change password: mismatch, wrong current, success, then sign in with the new one', async ({ page }) => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/demo$/);
  await page.goto('/profile');

  const card = page.getByRole('region', { name: 'Change Password' });
  const current = card.getByLabel('Current Password');
  const next = card.getByLabel('New Password', { exact: true });
  const confirmation = card.getByLabel('Confirm New Password');
  const submit = card.getByRole('button', { name: 'Change Password' });

  await current.fill(user.password);
  await next.fill('brand-new-password');
  await confirmation.fill('something-else');
  await submit.click();
  await expectToast(page, 'New passwords do not match');

  await current.fill('not-my-password');
  await confirmation.fill('brand-new-password');
  await submit.click();
  await expectToast(page, 'Current password is incorrect');

  await current.fill(user.password);
  await submit.click();
  await expectToast(page, 'Password changed successfully');
  await expect(current).toHaveValue('');
  await expect(next).toHaveValue('');
  await expect(confirmation).toHaveValue('');

  await page.getByRole('button', { name: new RegExp(user.email) }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await signInThroughUi(page, user.email, 'brand-new-password');
  await expect(page).toHaveURL(/\/demo$/);
});
