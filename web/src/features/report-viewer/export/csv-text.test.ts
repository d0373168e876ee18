import { describe, expect, it } from 'vitest';
import { downloadFileName, tableToCsv } from '@cannabis-reports/report-files';

describe('tableToCsv', () => {
  it('writes raw numbers under headers that name their unit, and empty cells for missing values', () => {
    const csv = tableToCsv(
      [{ label: 'Month' }, { label: 'Sales', unit: 'usd' }, { label: 'Growth', unit: 'percent' }],
      [
        ['Oct 2021', 115931747.87, 3.9],
        ['Nov 2021', null, -1.7],
      ],
    );
    expect(csv).toBe('Month,Sales (USD),Growth (%)\r\nOct 2021,115931747.87,3.9\r\nNov 2021,,-1.7\r\n');
  });

  it('names the unit of prices (dollars and cents) and counts', () => {
    const csv = tableToCsv(
      [
        { label: 'Retail price', unit: 'usd-price' },
        { label: 'Products', unit: 'count' },
      ],
      [[9.87, 12]],
    );
    expect(csv).toBe('Retail price (USD),Products (count)\r\n9.87,12\r\n');
  });

  it('names Canadian dollars CAD in the header, so a figure is never read as USD', () => {
    const csv = tableToCsv(
      [
        { label: 'Sales', unit: 'cad' },
        { label: 'Per resident', unit: 'cad-price' },
      ],
      [[197152000, 12.2]],
    );
    expect(csv).toBe('Sales (CAD),Per resident (CAD)\r\n197152000,12.2\r\n');
  });

  it('quotes commas, quotes and line breaks, and makes formula-like text inert', () => {
    const csv = tableToCsv([{ label: 'Store' }], [['Green, "Leaf"'], ['=HYPERLINK("x")'], ['two\nlines']]);
    expect(csv).toBe('Store\r\n"Green, ""Leaf"""\r\n"\'=HYPERLINK(""x"")"\r\n"two\nlines"\r\n');
  });

  it.each(['＝1+1', '＋1', '－1', '＠SUM(A1)', ' =1+1', '\t=1+1', '  \t @SUM(A1)', '\u3000=1', '\r=1'])(
    'makes %j inert: full-width signs, and formulas after leading white space',
    (text) => {
      const [, cell] = tableToCsv([{ label: 'Store' }], [[text]]).split('\r\n');
      expect(cell.replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('leaves text with a sign further in as it is', () => {
    expect(tableToCsv([{ label: 'Store' }], [['A = B'], ['Store 2']])).toBe('Store\r\nA = B\r\nStore 2\r\n');
  });
});

it('names the file after the table', () => {
  expect(downloadFileName('Year-over-year growth (latest month in range)')).toBe(
    'year-over-year-growth-latest-month-in-range.csv',
  );
  expect(downloadFileName('***')).toBe('table.csv');
});
