/** The upgrade page sells: the plan with what it includes, the FAQ, and the right offer per reader. */
import { PAID_REPORTS } from '@cannabis-reports/reports';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from '@playwright/test';
import { signInAsNewUser } from '../support/auth';
import { shownDate } from '../support/checkout';
import { expect, test } from '../support/fixtures';

async function openUpgradePage(
  page: Page,
  fields: Record<string, unknown> = {},
  heading = 'Upgrade to premium and get reports!',
) {
  await signInAsNewUser(page, fields);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('the plan card names the reports, markets, data and export, beside a FAQ, with the trial offer', async ({
  page,
}) => {
  await openUpgradePage(page);
  const card = page.getByRole('article', { name: 'Monthly' });
  await expect(card.getByText('$19.99')).toBeVisible();
  await expect(card.getByText('7 day free trial for new subscribers only')).toBeVisible();
  // Every paid report of the catalogue, by name, in the catalogue's order.
  const labels = PAID_REPORTS.map((report) => report.label);
  await expect(
    card.getByText(`${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`, { exact: false }),
  ).toBeVisible();
  // The snapshot's markets, each with its newest month, newest first, each country's in its own
  // currency: Connecticut's weekly sales among the US ones, Canada before its provinces.
  const markets = card.getByText(
    /\d+ markets, the newest month of each: US markets, in US dollars: [A-Z][a-z ]+ \(\w{3} \d{4}\)/,
  );
  await expect(markets).toBeVisible();
  await expect(markets).toContainText('Connecticut (Mar 2026)');
  await expect(markets).toContainText('Canada, its provinces and territories, in Canadian dollars: Canada (');
  await expect(card.getByText(/Download any chart or table as CSV/)).toBeVisible();
  const faq = page.getByRole('region', { name: 'Questions' });
  for (const question of ['How does the free trial work?', 'Can I cancel anytime?', 'How am I billed?']) {
    await expect(faq.getByRole('heading', { name: question })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();

  // At 1280 px the FAQ sits beside the plan, not below it: no empty two-thirds of the page.
  const cardBox = (await card.boundingBox())!;
  const faqBox = (await faq.boundingBox())!;
  expect(faqBox.x).toBeGreaterThan(cardBox.x + cardBox.width);
  expect(faqBox.y).toBeLessThan(cardBox.y + cardBox.height);
});

test('a subscriber whose plan is scheduled to end sees the banner with Resume, and no note or Subscribe', async ({
  page,
}) => {
  const endsAt = Timestamp.fromMillis(Date.UTC(2030, 0, 15, 12));
  // Their plan is theirs already: the page is titled as their subscription, not sold to them.
  await openUpgradePage(
    page,
    {
      isPaidUser: true,
      trialAvailed: true,
      stripeSubscriptionStatus: 'active',
      subscriptionCancelAtPeriodEnd: true,
      subscriptionEndsAt: endsAt,
    },
    'Your subscription',
  );
  await expect(
    page.getByText(
      `Your subscription is scheduled to end on ${shownDate(endsAt.seconds)}. After this date, you will lose access to premium features.`,
    ),
  ).toBeVisible();
  await expect(page.getByText(/Free subscribers don't have access/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Monthly' }).getByText('Your current plan')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How does the free trial work?' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Resume your subscription' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('button', { name: 'Resume Subscription' })).toBeVisible();
});
