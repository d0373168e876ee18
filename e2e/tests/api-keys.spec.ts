/**
 * The data API's keys: a paid user makes a key on /profile and sees it once, the key reads the
 * data API, its use shows on /profile, and once revoked it opens nothing. /developers is public
 * and shows a request in curl and in TypeScript.
 */
import { expectToast, signInAsPaidUser } from '../support/auth';
import { expect, test } from '../support/fixtures';

test('make a key on /profile, use it, see its use, revoke it', async ({ page }) => {
  await signInAsPaidUser(page);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'API keys' });
  await card.getByLabel('Key name').fill('Journey key');
  await card.getByRole('button', { name: 'Create key' }).click();
  const secret = await card.getByLabel('API key').inputValue();
  expect(secret).toMatch(/^crk_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
  await card.getByRole('button', { name: 'I have copied it' }).click();
  await expect(card.getByLabel('API key')).toBeHidden();

  const answer = await page.request.get('/api/v1/reports', { headers: { authorization: `Bearer ${secret}` } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['ratelimit-policy']).toContain('"minute"');

  await page.reload();
  const row = card.getByRole('row', { name: /Journey key/ });
  // The row header is the name; the cells are the key's start, then today's requests.
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  // The user's usage, over all their keys: what the limits count.
  await expect(card.getByText(/Your keys together may make/)).toContainText(/Requests today: [1-9]/);

  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: 'Revoke Journey key' }).click();
  await expectToast(page, "'Journey key' is revoked.");
  await expect(card.getByRole('row', { name: /Journey key/ })).toBeHidden();
  const refused = await page.request.get('/api/v1/reports', { headers: { authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
});

test('/developers is public and shows a request in curl and in TypeScript', async ({ page }) => {
  await page.goto('/developers');
  await expect(page.getByRole('heading', { level: 1, name: 'Data API' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Example: curl' })).toBeVisible();
  await expect(page.getByText(/curl -H "Authorization: Bearer \$CRK_KEY"/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Example: TypeScript' })).toBeVisible();
  await expect(page.getByText(/nextCursor/)).toBeVisible();
  const document = await page.request.get(
    (await page.getByRole('link', { name: 'OpenAPI document' }).getAttribute('href')) ?? '',
  );
  expect((await document.json()).openapi).toBe('3.1.0');
});
