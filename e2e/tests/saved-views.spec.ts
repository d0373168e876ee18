/**
 * Saved views: a paid reader saves the view on screen under a name; after a reload it is in the
 * 'Saved views' menu and opens the same report and filters; it is renamed and deleted, and both
 * outlast a reload (the server keeps them).
 */
import type { Page } from '@playwright/test';
import { expectToast, signInAsPaidUser } from '../support/auth';
import { expect, test } from '../support/fixtures';

const viewOf = (page: Page) => page.getByRole('region', { name: 'Report' });
const panelOf = (page: Page) => page.getByRole('group', { name: 'Saved views' });

async function openMenu(page: Page) {
  const button = page.getByRole('button', { name: 'Saved views' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return panelOf(page);
}

test('save a filtered view, reload, open it from the menu, rename and delete it', async ({ page }) => {
  await signInAsPaidUser(page);
  const viewer = viewOf(page);
  await viewer.getByRole('button', { name: 'Washington retail' }).click();
  await expect(viewer.getByRole('heading', { name: 'Washington retail' })).toBeVisible();
  await viewer.getByLabel('County').selectOption('Spokane');
  await expect(page).toHaveURL(/[?&]county=Spokane(&|$)/);

  let panel = await openMenu(page);
  await expect(panel.getByText('No saved views yet.')).toBeVisible();
  await panel.getByLabel('Name this view').fill('Spokane retail');
  await panel.getByRole('button', { name: 'Save view' }).click();
  await expectToast(page, "Saved 'Spokane retail'.");
  await expect(panel.getByRole('link', { name: /Spokane retail/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // Somewhere else, then a reload: the view comes back from the server.
  await viewer.getByRole('button', { name: 'Market overview' }).click();
  await expect(page).toHaveURL(/[?&]report=market-overview(&|$)/);
  await page.reload();
  panel = await openMenu(page);
  await panel.getByRole('link', { name: /Spokane retail/ }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/[?&]report=washington-retail(&|$)/);
  await expect(page).toHaveURL(/[?&]county=Spokane(&|$)/);
  await expect(viewer.getByRole('heading', { name: 'Washington retail' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Washington retail' })).toHaveAttribute('aria-current', 'page');
  await expect(viewer.getByLabel('County')).toHaveValue('Spokane');

  panel = await openMenu(page);
  await panel.getByRole('button', { name: 'Rename Spokane retail' }).click();
  await panel.getByLabel('New name for Spokane retail').fill('Spokane, retail only');
  await panel.getByRole('button', { name: 'Save name' }).click();
  await expectToast(page, "Renamed to 'Spokane, retail only'.");
  await expect(panel.getByRole('link', { name: /Spokane, retail only/ })).toBeVisible();

  await page.reload();
  panel = await openMenu(page);
  await expect(panel.getByRole('link', { name: /Spokane, retail only/ })).toBeVisible();
  await panel.getByRole('button', { name: 'Delete Spokane, retail only' }).click();
  await expectToast(page, "Deleted 'Spokane, retail only'.");
  await expect(panel.getByText('No saved views yet.')).toBeVisible();

  await page.reload();
  panel = await openMenu(page);
  await expect(panel.getByText('No saved views yet.')).toBeVisible();
});

test('a name already taken is refused in words, and the typed name stays', async ({ page }) => {
  await signInAsPaidUser(page);
  const panel = await openMenu(page);
  const name = panel.getByLabel('Name this view');
  await name.fill('Overview');
  await panel.getByRole('button', { name: 'Save view' }).click();
  await expectToast(page, "Saved 'Overview'.");
  await expect(name).toHaveValue('');
  await name.fill('overview');
  await panel.getByRole('button', { name: 'Save view' }).click();
  await expectToast(page, "You already have a saved view named 'overview'");
  await expect(name).toHaveValue('overview');
  await expect(panel.getByRole('listitem')).toHaveCount(1);
});
