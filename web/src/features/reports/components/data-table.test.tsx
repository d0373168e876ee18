import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
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

it('downloads the table as CSV, named after it', async () => {
  const blobs: Blob[] = [];
  vi.stubGlobal('URL', {
    createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:table'),
    revokeObjectURL: () => {},
  });
  let downloaded = '';
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloaded = this.download;
  });
  render(<DataTable caption="Sales by state" columns={columns} rows={rows} />);
  await userEvent.click(screen.getByRole('button', { name: 'Download CSV: Sales by state' }));
  expect(downloaded).toBe('sales-by-state.csv');
  expect(await blobs[0].text()).toBe('State,Sales (USD)\r\nCO,205713856\r\nWA,\r\n');
});
