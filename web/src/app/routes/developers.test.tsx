import { act, screen, waitFor } from '@testing-library/react';
import type { DatasetSummary } from '@cannabis-reports/contracts';
import { describe, expect, it } from 'vitest';
import { CANADA_RETAIL, CT_WEEKLY, DATASET_CATALOG, PANEL } from '../../testing/dataset-catalog';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { DevelopersRoute } from './developers';

/** The page's curl example once the catalogue (`datasets`) is read and drawn. */
async function curlFor(datasets: DatasetSummary[]): Promise<string> {
  let read = false;
  fakeApi({
    'GET /datasets': async () => {
      read = true;
      return { body: { ...DATASET_CATALOG, datasets } };
    },
  });
  renderWithApp(<DevelopersRoute />, { route: '/developers' });
  await waitFor(() => expect(read).toBe(true));
  // The answer's turn to be drawn: a task after it is read.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return screen.getByRole('heading', { name: 'Example: curl' }).nextElementSibling?.textContent ?? '';
}

describe('/developers', () => {
  it('asks for the newest year of months a monthly dataset holds for a market, so the example answers rows', async () => {
    // The panel's Massachusetts runs to Dec 2021, its Colorado to Oct 2021; Connecticut's weeks are not months.
    const curl = await curlFor([CT_WEEKLY, PANEL]);
    expect(curl).toContain('/v1/datasets/state-monthly-sales/rows?state=MA&from=2021-01&to=2021-12&format=csv');
    expect(curl).toContain("# Massachusetts's rows of state-monthly-sales, January 2021 to December 2021:");
    expect(
      screen.getByText(/readRows\('state-monthly-sales', \{ state: 'MA', from: '2021-01', to: '2021-12' \}\)/),
    ).toBeInTheDocument();
  });

  it('starts at the first month a market holds when that is less than a year back, and passes over sample data', async () => {
    const sample = {
      ...PANEL,
      id: 'wa-retail-sales',
      sample: true,
      markets: [{ state: 'WA', periodFrom: '2020-01', periodTo: '2026-01' }],
    };
    const short = { ...PANEL, id: 'md-sales', markets: [{ state: 'MD', periodFrom: '2023-01', periodTo: '2023-06' }] };
    expect(await curlFor([sample, PANEL, short])).toContain(
      '/v1/datasets/md-sales/rows?state=MD&from=2023-01&to=2023-06&format=csv',
    );
  });

  it("asks a province's rows by its code when Statistics Canada's months run latest, and says their money is CAD", async () => {
    const curl = await curlFor([PANEL, CANADA_RETAIL]);
    // Of Canada's markets to Aug 2025, the dataset's first in code order: Alberta.
    expect(curl).toContain('/v1/datasets/canada-retail-sales/rows?state=AB&from=2024-09&to=2025-08&format=csv');
    expect(curl).toContain("# Alberta's rows of canada-retail-sales, September 2024 to August 2025:");
    expect(
      screen.getByText(/Statistics Canada's figures are in Canadian dollars, never converted/),
    ).toBeInTheDocument();
  });

  it('shows only the catalogue request while no dataset holds months', async () => {
    const curl = await curlFor([CT_WEEKLY]);
    expect(curl).toContain('/v1/datasets"');
    expect(curl).not.toContain('/rows');
  });

  it("gives an assistant's MCP settings that start the server with a key and this API's address", async () => {
    await curlFor([CT_WEEKLY]);
    // The heading, the words, then the settings.
    const settings = screen.getByRole('heading', { name: 'AI assistants (MCP)' }).nextElementSibling?.nextElementSibling
      ?.textContent;
    const server = JSON.parse(settings ?? '{}').mcpServers['cannabis-reports'];
    expect(server.args).toEqual(['/path/to/checkout/packages/mcp-server/src/main.ts']);
    expect(server.env).toEqual({
      CANNABIS_REPORTS_API_KEY: '<your key>',
      CANNABIS_REPORTS_API_BASE: new URL('/api', window.location.origin).href,
    });
  });
});
