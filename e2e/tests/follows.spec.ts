/**
 * Following: a paid reader follows Maryland on its market page, finds it on /profile with the
 * alert e-mail setting, unfollows it there; and follows a dataset from its /data card.
 */
import { createHmac } from 'node:crypto';
import { signInAsPaidUser } from '../support/auth';
import { expect, test } from '../support/fixtures';

test('follow a market on its page, see it on /profile, unfollow it there', async ({ page }) => {
  await signInAsPaidUser(page);
  await page.goto('/reports?report=markets&state=MD');
  const follow = page.getByRole('button', { name: 'Follow Maryland' });
  await follow.click();
  await expect(page.getByRole('button', { name: 'Following Maryland', pressed: true })).toBeVisible();

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Following' });
  await expect(card.getByRole('listitem')).toHaveText(['Maryland Unfollow Maryland']);
  await expect(card.getByRole('radio', { name: 'An e-mail each time new figures are published' })).toBeChecked();
  await card.getByRole('radio', { name: 'A weekly digest' }).check();
  await card.getByRole('button', { name: 'Unfollow Maryland' }).click();
  await expect(card.getByText('You follow no markets or datasets yet.', { exact: false })).toBeVisible();

  await page.reload();
  await expect(card.getByRole('radio', { name: 'A weekly digest' })).toBeChecked();
  await expect(card.getByRole('listitem')).toHaveCount(0);
});

test('follow a dataset from its card on /data', async ({ page }) => {
  await signInAsPaidUser(page);
  await page.goto('/data');
  const first = page
    .getByRole('list', { name: 'Every dataset the reports are built from' })
    .getByRole('listitem')
    .first();
  const title = (await first.getByRole('heading').textContent())?.replace('Sample data', '').trim() ?? '';
  await first.getByRole('button', { name: `Follow ${title}` }).click();
  await expect(first.getByRole('button', { name: `Following ${title}`, pressed: true })).toBeVisible();
  await page.goto('/profile');
  await expect(
    page.getByRole('region', { name: 'Following' }).getByRole('button', { name: `Unfollow ${title}` }),
  ).toBeVisible();
});

test('a visitor signed out sees no Follow buttons on /data', async ({ page }) => {
  await page.goto('/data');
  await expect(page.getByRole('list', { name: 'Every dataset the reports are built from' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Follow/ })).toHaveCount(0);
});

test("an alert mail's unsubscribe page is styled from the site's stylesheet, within the Content-Security-Policy", async ({
  page,
}) => {
  // A link as the local stack signs it (functions/.secret.local.example's ALERT_LINK_SECRET), for a uid that follows nothing.
  const uid = 'e2e-unsubscribe-reader';
  const mac = createHmac('sha256', 'local-alert-link-secret-not-for-production-0123456789')
    .update(`alerts-unsubscribe:${uid}`)
    .digest('base64url');
  await page.goto(`/api/alerts/unsubscribe?token=${Buffer.from(uid).toString('base64url')}.${mac}`);
  const button = page.getByRole('button', { name: 'Unsubscribe' });
  await expect(button).toBeVisible();
  // The product's green, which only the stylesheet gives it (the fixtures fail on any CSP violation).
  await expect(button).toHaveCSS('background-color', 'rgb(21, 128, 61)');
});
