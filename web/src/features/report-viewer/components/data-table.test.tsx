import { render, screen, within } from '@testing-library/react';
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
