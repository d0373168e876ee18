import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { DataTable } from './data-table';

const columns = [{ label: 'State' }, { label: 'Sales', unit: 'usd' as const }];
const rows = [
  ['CO', 205713856],
  ['WA', null],
];

it('names the table by its title, outside a focusable scrolling box, with numeric headers aligned to their figures', () => {
  render(<DataTable caption="Sales by state" columns={columns} rows={rows} />);
  const table = screen.getByRole('table', { name: 'Sales by state' });
  const box = screen.getByRole('region', { name: 'Sales by state' });
  expect(box).toContainElement(table);
  expect(box).toHaveAttribute('tabindex', '0');
  expect(box).not.toContainElement(screen.getByText('Sales by state'));
  expect(within(table).getByRole('columnheader', { name: 'Sales' })).toHaveClass('numeric');
  expect(within(table).getByRole('columnheader', { name: 'State' })).not.toHaveClass('numeric');
  expect(within(table).getByRole('cell', { name: '$205,713,856' })).toHaveClass('numeric');
  // A missing figure is aligned with its column too.
  expect(within(table).getByRole('cell', { name: '—' })).toHaveClass('numeric');
});

it('shows the download it is given under the table, and none when there are no rows', () => {
  const { rerender } = render(
    <DataTable caption="Sales by state" columns={columns} rows={rows} download={<button type="button">CSV</button>} />,
  );
  expect(screen.getByRole('button', { name: 'CSV' })).toBeVisible();
  rerender(
    <DataTable caption="Sales by state" columns={columns} rows={[]} download={<button type="button">CSV</button>} />,
  );
  expect(screen.queryByRole('button', { name: 'CSV' })).toBeNull();
});

it('keeps a column of months on one line, and only such a column', () => {
  render(
    <DataTable
      caption="Year-over-year growth"
      columns={[{ label: 'State' }, { label: 'Month' }, { label: 'Sales', unit: 'usd' }]}
      rows={[
        ['CO', 'Oct 2021', 1],
        ['IL', 'Oct 2021', 2],
      ]}
    />,
  );
  const table = screen.getByRole('table', { name: 'Year-over-year growth' });
  expect(within(table).getByRole('columnheader', { name: 'Month' })).toHaveClass('period');
  for (const cell of within(table).getAllByRole('cell', { name: 'Oct 2021' })) expect(cell).toHaveClass('period');
  expect(within(table).getByRole('rowheader', { name: 'CO' })).not.toHaveClass('period');
});

const counties = Array.from({ length: 30 }, (_, index) => [
  `County ${index + 1}`,
  index === 4 ? null : (index + 1) * 10,
]);
const countyColumns = [{ label: 'County' }, { label: 'Sales', unit: 'usd' as const }];
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

it('sorts by a column from its header, by click or keyboard, saying how in aria-sort', async () => {
  const user = userEvent.setup();
  render(<DataTable caption="Sales by state" columns={columns} rows={[...rows, ['IL', 99]]} />);
  const table = screen.getByRole('table', { name: 'Sales by state' });
  const sales = within(table).getByRole('columnheader', { name: 'Sales' });
  expect(sales).not.toHaveAttribute('aria-sort');
  expect(rowNames(table)).toEqual(['CO', 'WA', 'IL']);

  await user.click(within(sales).getByRole('button', { name: 'Sales' }));
  expect(sales).toHaveAttribute('aria-sort', 'descending');
  // Numbers as numbers, the missing figure last.
  expect(rowNames(table)).toEqual(['CO', 'IL', 'WA']);

  within(sales).getByRole('button').focus();
  await user.keyboard('{Enter}');
  expect(sales).toHaveAttribute('aria-sort', 'ascending');
  expect(rowNames(table)).toEqual(['IL', 'CO', 'WA']);

  await user.click(within(table).getByRole('button', { name: 'State' }));
  expect(within(table).getByRole('columnheader', { name: 'State' })).toHaveAttribute('aria-sort', 'ascending');
  expect(sales).not.toHaveAttribute('aria-sort');
  expect(rowNames(table)).toEqual(['CO', 'IL', 'WA']);
});

it('keeps the figure a table is about pinned beside the row names', () => {
  render(
    <DataTable
      caption="Ranking"
      columns={[
        { label: 'Rank per resident', unit: 'count' },
        { label: 'State' },
        { label: 'Sales', unit: 'usd' },
        { label: 'USD per resident', unit: 'usd-price' },
      ]}
      rows={[[1, 'CO', 5, 2.5]]}
    />,
  );
  const table = screen.getByRole('table', { name: 'Ranking' });
  expect(within(table).getByRole('columnheader', { name: 'USD per resident' })).toHaveClass('key-figure');
  expect(within(table).getByRole('cell', { name: '$2.50' })).toHaveClass('key-figure');
  expect(within(table).getByRole('cell', { name: '$5' })).not.toHaveClass('key-figure');
});

it('gives a short table neither a search box nor pages', () => {
  render(<DataTable caption="Sales by state" columns={columns} rows={rows} />);
  expect(screen.queryByRole('searchbox')).toBeNull();
  expect(screen.queryByRole('button', { name: /^Show/ })).toBeNull();
});

it('shows a long table a page at a time, then more, then all', async () => {
  const user = userEvent.setup();
  render(<DataTable caption="Sales by county" columns={countyColumns} rows={counties} />);
  const table = screen.getByRole('table', { name: 'Sales by county' });
  expect(within(table).getAllByRole('rowheader')).toHaveLength(25);
  expect(screen.getByRole('status')).toHaveTextContent('Showing 25 of 30 rows');
  await user.click(screen.getByRole('button', { name: 'Show 5 more' }));
  expect(within(table).getAllByRole('rowheader')).toHaveLength(30);
  expect(screen.getByRole('status')).toHaveTextContent('30 rows');
  expect(screen.queryByRole('button', { name: /^Show/ })).toBeNull();
});

it('filters a long table by a search box labelled with its title, within its sort', async () => {
  const user = userEvent.setup();
  render(<DataTable caption="Sales by county" columns={countyColumns} rows={counties} />);
  const table = screen.getByRole('table', { name: 'Sales by county' });
  const search = screen.getByRole('searchbox', { name: 'Search Sales by county' });
  await user.type(search, 'county 2');
  expect(rowNames(table)).toEqual(['County 2', ...Array.from({ length: 10 }, (_, index) => `County ${20 + index}`)]);
  await user.click(within(table).getByRole('button', { name: 'Sales' }));
  expect(rowNames(table).slice(0, 2)).toEqual(['County 29', 'County 28']);
  await user.clear(search);
  await user.type(search, 'Larimer');
  expect(within(table).getByRole('cell', { name: 'No rows match “Larimer”.' })).toBeVisible();
});

it('shows every row when sorted, missing figures last, across pages', async () => {
  const user = userEvent.setup();
  render(<DataTable caption="Sales by county" columns={countyColumns} rows={counties} />);
  const table = screen.getByRole('table', { name: 'Sales by county' });
  await user.click(within(table).getByRole('button', { name: 'Sales' }));
  await user.click(screen.getByRole('button', { name: 'Show all' }));
  expect(rowNames(table).at(-1)).toBe('County 5');
  expect(rowNames(table)[0]).toBe('County 30');
});
