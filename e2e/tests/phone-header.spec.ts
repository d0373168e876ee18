/** On a phone the signed-in header shows only the avatar, but the menu button keeps its name. */
import { createTestUser, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
import { signInThroughUi } from '../support/auth';
import { expect, test } from '../support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('the user menu button is named by the e-mail address at phone width', async ({ page }) => {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await signInThroughUi(page, user.email, user.password);
  await expect(page).toHaveURL(/\/demo$/);
  const button = page.getByRole('button', { name: user.email });
  await expect(button).toBeVisible();
  await expect(page.locator('.user-menu-email')).toHaveCSS('position', 'absolute');
});
