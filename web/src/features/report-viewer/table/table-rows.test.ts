import { describe, expect, it } from 'vitest';
import { keyFigureColumn, nextSort, searchRows, sortRows } from './table-rows';

const rows = [
  ['Denver', 900, 'Oct 2021'],
  ['Adams', null, 'Feb 2020'],
  ['Boulder', 1200, 'Jan 2021'],
  ['Pueblo', 95, 'Dec 2019'],
  ['Crowley', null, 'Mar 2021'],
];
const all = rows.map((_, index) => index);
const names = (order: number[]) => order.map((index) => rows[index][0]);

describe('sortRows', () => {
  it('keeps the source order until a column is chosen', () => {
    expect(sortRows(rows, all, null)).toEqual(all);
  });

  it('sorts figures as numbers, missing ones last in either direction', () => {
    expect(names(sortRows(rows, all, { column: 1, direction: 'descending' })).join(', ')).toBe(
      'Boulder, Denver, Pueblo, Adams, Crowley',
    );
    // 95 before 900 and 1200: compared as text, '1200' would come first.
    expect(names(sortRows(rows, all, { column: 1, direction: 'ascending' })).join(', ')).toBe(
      'Pueblo, Denver, Boulder, Adams, Crowley',
    );
  });

  it('sorts names alphabetically and months by date', () => {
    expect(names(sortRows(rows, all, { column: 0, direction: 'ascending' })).join(', ')).toBe(
      'Adams, Boulder, Crowley, Denver, Pueblo',
    );
    expect(names(sortRows(rows, all, { column: 2, direction: 'ascending' })).join(', ')).toBe(
      'Pueblo, Adams, Boulder, Crowley, Denver',
    );
  });

  it('sorts only the rows it is given', () => {
    expect(names(sortRows(rows, [0, 3], { column: 1, direction: 'ascending' })).join(', ')).toBe('Pueblo, Denver');
  });
});

describe('searchRows', () => {
  it('keeps the rows whose text contains the search, ignoring case, accents and spaces around it', () => {
    expect(names(searchRows(rows, ' DEN '))).toEqual(['Denver']);
    expect(searchRows([['Doña Ana', 1]], 'dona')).toEqual([0]);
    expect(searchRows(rows, '')).toEqual(all);
    expect(searchRows(rows, 'Larimer')).toEqual([]);
  });

  it('does not match figures', () => {
    expect(searchRows(rows, '900')).toEqual([]);
  });
});

it('sorts figures largest first and text A to Z on the first click, the other way on the second', () => {
  expect(nextSort(null, 1, true)).toEqual({ column: 1, direction: 'descending' });
  expect(nextSort(null, 0, false)).toEqual({ column: 0, direction: 'ascending' });
  expect(nextSort({ column: 1, direction: 'descending' }, 1, true)).toEqual({ column: 1, direction: 'ascending' });
  expect(nextSort({ column: 1, direction: 'descending' }, 2, true)).toEqual({ column: 2, direction: 'descending' });
});

describe('keyFigureColumn', () => {
  const ranking = [
    { label: 'Rank per resident', unit: 'count' as const },
    { label: 'State' },
    { label: 'Sales', unit: 'usd' as const },
    { label: 'USD per resident', unit: 'usd-price' as const },
    { label: 'Rank per retailer', unit: 'count' as const },
  ];

  it('is the figure a ranking ranks by', () => {
    expect(keyFigureColumn(ranking, null)).toBe(3);
  });

  it('is the first figure after the row names otherwise, and the sorted one once sorted', () => {
    const counties = [
      { label: 'County' },
      { label: 'Medical', unit: 'usd' as const },
      { label: 'Retail', unit: 'usd' as const },
    ];
    expect(keyFigureColumn(counties, null)).toBe(1);
    expect(keyFigureColumn(counties, { column: 2, direction: 'ascending' })).toBe(2);
    expect(keyFigureColumn(counties, { column: 0, direction: 'ascending' })).toBe(1);
  });

  it('is none in a table without figures', () => {
    expect(keyFigureColumn([{ label: 'Licence' }, { label: 'Holder' }], null)).toBeUndefined();
  });
});
