import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CountyMapSection } from '@cannabis-reports/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import boundaries from 'virtual:county-boundaries/CO';
import { describe, expect, it } from 'vitest';
import CountyMap from './county-map';
import { countyKey, quantileClasses } from './county-map-classes';

const SHARED = path.resolve(__dirname, '../../../../../../shared/data/public-cannabis/co-dor');

/** The county column of a CDOR file, read without the product's CSV reader. */
function countiesIn(file: string, column: string): string[] {
  const [header, ...lines] = readFileSync(path.join(SHARED, file), 'utf8').trim().split('\n');
  const index = header.split(',').indexOf(column);
  return [...new Set(lines.map((line) => line.split(',')[index]))];
}

const SECTION: CountyMapSection = {
  kind: 'county-map',
  title: 'Sales by county on the map',
  state: 'CO',
  unit: 'usd',
  period: 'December 2023',
  areas: ['Denver', 'El Paso', 'Gilpin', 'Jackson'],
  measures: [
    {
      label: 'Medical and retail',
      values: [40_000_000, 3_000_000, null, null],
      flags: [null, null, 'withheld', 'no-licensees'],
    },
    { label: 'Medical', values: [2_000_000, 3_000_000, 10_000, null], flags: [null, null, null, 'no-licensees'] },
  ],
  notes: ['Hatched counties are withheld.'],
};

describe('the Colorado county boundaries', () => {
  it('hold all 64 counties, and one for every county CDOR names', () => {
    expect(boundaries.counties).toHaveLength(64);
    const drawn = new Set(boundaries.counties.map((county) => countyKey(county.name)));
    const named = [
      ...countiesIn('co-sales-by-county-by-month.csv', 'county'),
      ...countiesIn('co-sales-by-county-by-month-2014-2023.csv', 'county'),
    ].filter((name) => !/^(total|sum of nr counties)$/i.test(name));
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter((name) => !drawn.has(countyKey(name)))).toEqual([]);
  });
});

describe('the county map', () => {
  it('hatches a withheld county, greys one without licensees, and never colours them as a figure', () => {
    const { container } = render(<CountyMap section={SECTION} />);
    const fill = (name: string) =>
      [...container.querySelectorAll('path')]
        .find((element) => element.textContent?.startsWith(`${name}:`))
        ?.getAttribute('fill');
    expect(container.querySelectorAll('path')).toHaveLength(64);
    expect(fill('Gilpin')).toBe('url(#county-map-hatch)');
    expect(fill('Jackson')).toBe('#d4d4d8');
    expect(fill('Adams')).toBe('#ffffff');
    expect(fill('Denver')).not.toBe(fill('El Paso'));
  });

  it('switches measure, and lists every county in its table alternative, largest first', async () => {
    render(<CountyMap section={SECTION} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Medical' }));
    expect(screen.getByRole('img', { name: /medical sales, December 2023/ })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Show as table'));
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(64);
    expect(rows[0]).toHaveTextContent('El Paso');
    expect(rows[2]).toHaveTextContent('Gilpin');
    expect(within(table).getByText('Jackson').closest('tr')).toHaveTextContent('No licensees');
  });
});

describe('quantile classes', () => {
  it('put an equal share of the figures in each of five classes', () => {
    const classes = quantileClasses([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, null]);
    expect(classes.map((entry) => [entry.from, entry.to])).toEqual([
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
      [9, 10],
    ]);
  });

  it('make fewer classes for fewer figures, and none for none', () => {
    expect(quantileClasses([5, 1])).toHaveLength(2);
    expect(quantileClasses([null])).toEqual([]);
  });
});
