/**
 * Every route fits a phone: at 320 and 390 px no page is wider than the screen (nothing to
 * scroll sideways, the header's account chip in sight), signed out, signed in free and paid.
 * The routes are read from the app's route table (web/src/config/paths.ts), so a new route
 * fails here until it has a row below saying how to open it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { signInAsNewUser } from '../support/auth';
import { expect, test } from '../support/fixtures';

type Reader = 'signed out' | 'free' | 'paid';

/**
 * How each route is opened: the address (a route with a parameter, a real one) and who opens it;
 * `busy` when the page is measured as it waits (the payment check polls, then leaves for another page).
 */
const OPENED: Record<string, Array<{ address: string; reader: Reader; busy?: true }>> = {
  '/': [{ address: '/', reader: 'signed out' }],
  '/register': [{ address: '/register', reader: 'signed out' }],
  '/forgot-password': [{ address: '/forgot-password', reader: 'signed out' }],
  '/reset-password': [{ address: '/reset-password?token=not-a-real-token', reader: 'signed out' }],
  '/verify': [{ address: '/verify', reader: 'signed out' }],
  '/success': [{ address: '/success', reader: 'free', busy: true }],
  '/failure': [{ address: '/failure', reader: 'signed out' }],
  '/demo': [{ address: '/demo', reader: 'free' }],
  '/dashboard': [{ address: '/dashboard', reader: 'free' }],
  '/reports': [
    { address: '/reports', reader: 'paid' },
    // The widest report: several markets' lines, each named at its end, and wide tables.
    { address: '/reports?report=compare', reader: 'paid' },
    { address: '/reports?report=connecticut-weekly', reader: 'paid' },
  ],
  '/profile': [
    { address: '/profile', reader: 'free' },
    { address: '/profile', reader: 'paid' },
  ],
  // A link whose token is not signed: the page says so, in its own layout.
  '/team/accept': [
    { address: '/team/accept?token=not-a-real-token', reader: 'signed out' },
    { address: '/team/accept?token=not-a-real-token', reader: 'free' },
  ],
  '/data': [{ address: '/data', reader: 'signed out' }],
  '/data/:datasetId': [{ address: '/data/ct-weekly-sales', reader: 'signed out' }],
  '/developers': [{ address: '/developers', reader: 'signed out' }],
  '/embed/demo': [{ address: '/embed/demo', reader: 'signed out' }],
  '*': [{ address: '/no/such/page', reader: 'signed out' }],
};

/** The pages the server renders (no route of the app): the public market pages and an embedded chart. */
const SERVER_PAGES: Array<{ address: string; reader: Reader; busy?: true }> = [
  { address: '/markets', reader: 'signed out' },
  { address: '/markets/md', reader: 'signed out' },
  { address: '/markets/on', reader: 'signed out' },
  { address: '/embed/markets/md/sales', reader: 'signed out' },
];

/** The app's routes, as its route table lists them. */
function appRoutes(): string[] {
  const table = readFileSync(path.resolve(__dirname, '..', '..', 'web', 'src', 'config', 'paths.ts'), 'utf8');
  return [...table.matchAll(/^\s+\w+: '(\/[^']*)',$/gm)].map((match) => match[1]);
}

const WIDTHS = [320, 390];

/** The elements that reach past the right edge, outermost first, to say what to fix. */
function widerThanScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const sticking = Array.from(document.body.querySelectorAll<HTMLElement>('*')).filter(
      (element) => element.getBoundingClientRect().right > width + 0.5,
    );
    return sticking
      .filter((element) => !sticking.includes(element.parentElement!))
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} right ${Math.round(element.getBoundingClientRect().right)}`,
      );
  });
}

async function makeApiKey(page: Page): Promise<void> {
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'API keys' });
  await card.getByLabel('Key name').fill('A notebook with a long name');
  await card.getByRole('button', { name: 'Create key' }).click();
  await card.getByRole('button', { name: 'I have copied it' }).click();
  await expect(card.getByRole('row', { name: /A notebook with a long name/ })).toBeVisible();
}

test('every route of the app has a row here', () => {
  expect(appRoutes().length).toBeGreaterThan(10);
  expect([...appRoutes(), '*'].sort()).toEqual(Object.keys(OPENED).sort());
});

for (const reader of ['signed out', 'free', 'paid'] as const) {
  test(`no page is wider than a phone, ${reader}`, async ({ page }) => {
    test.setTimeout(180_000);
    if (reader !== 'signed out')
      await signInAsNewUser(page, reader === 'paid' ? { isPaidUser: true, stripeSubscriptionStatus: 'active' } : {});
    // A subscriber's profile lists their API keys in a table of six columns.
    if (reader === 'paid') await makeApiKey(page);
    const wide: string[] = [];
    for (const { address, busy } of [...Object.values(OPENED).flat(), ...SERVER_PAGES].filter(
      (each) => each.reader === reader,
    )) {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(address);
        await expect(page.getByRole('main')).toBeVisible();
        // Loaded: no spinner left (a report's figures, a card's reads).
        if (!busy) await expect(page.locator('.spinner')).toHaveCount(0, { timeout: 20_000 });
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width)
          wide.push(`${address} at ${width} px is ${scrollWidth} px wide: ${(await widerThanScreen(page)).join(', ')}`);
      }
    }
    expect(wide).toEqual([]);
  });
}
