/**
 * One date per market on every page that says how current the data is: the sign-in pitch, the
 * upgrade page's plan and /data each give the catalogue's markets, dated as their pages are.
 */
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect, it } from 'vitest';
import { ProductPitch } from '../../components/marketing/product-pitch';
import { PlanIncludes } from '../../features/billing/components/plan-includes';
import { CATALOG_WITH_CANADA, DATASET_CATALOG } from '../../testing/dataset-catalog';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { DataRoute } from './data';

/** The sentence a page gives once the catalogue is read. */
async function freshnessOn(page: ReactElement, catalogue = DATASET_CATALOG): Promise<string> {
  fakeApi({ 'GET /datasets': { body: catalogue } });
  const { unmount } = renderWithApp(page);
  const sentence = (await screen.findByText(/the newest month of each:/)).closest('li, dd, p')!.textContent!;
  unmount();
  return sentence.replace(/\.$/, '');
}

it('dates each market the same on the sign-in page, the upgrade page and /data: the catalogue’s date, its page’s', async () => {
  const sentences = [
    await freshnessOn(<ProductPitch />),
    await freshnessOn(<PlanIncludes />),
    await freshnessOn(<DataRoute />),
  ];
  // The fixture's markets in the catalogue's order, newest first.
  const expected = `${DATASET_CATALOG.markets.length} markets, the newest month of each: Connecticut (Mar 2026), Massachusetts (Dec 2021) and Colorado (Oct 2021)`;
  for (const sentence of sentences) expect(sentence).toContain(expected);
});

it("lists Canada's markets apart on each page, by their names, each country's list in its own currency", async () => {
  const pages = [<ProductPitch key="pitch" />, <PlanIncludes key="plan" />, <DataRoute key="data" />];
  for (const page of pages)
    expect(await freshnessOn(page, CATALOG_WITH_CANADA)).toContain(
      '7 markets, the newest month of each: US markets, in US dollars: Connecticut (Mar 2026), Massachusetts (Dec 2021) and Colorado (Oct 2021); Canada, its provinces and territories, in Canadian dollars: Canada (Aug 2025), Newfoundland and Labrador (Aug 2025), Ontario (Aug 2025) and Quebec (Aug 2025)',
    );
});
