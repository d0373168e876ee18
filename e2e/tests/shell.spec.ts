import { expect, test } from '../support/fixtures';

test.describe('app shell', () => {
  test('the sign-in page renders with header and footer', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /home/ })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    const year = new Date().getFullYear();
    await expect(footer.getByRole('link', { name: `© ${year} Cannabis Market Reports` })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Visit our website' })).toHaveAttribute('target', '_blank');
  });

  test('the header shows no Demo button or user menu when signed out', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Demo' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /@/ })).toHaveCount(0);
  });

  test('a signed-out visit to a protected route lands on / and replaces history', async ({ page }) => {
    await page.goto('/register');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('an unknown route shows a not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
