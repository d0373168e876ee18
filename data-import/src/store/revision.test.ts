import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { periodChunks } from './chunks';
import { reviseRows } from './revision';

const county = (period: string, name: string, retail: number | null, retailCode: string | null = null) => ({
  period,
  county: name,
  medical: 10,
  retail,
  medicalCode: null,
  retailCode,
});

describe("a version's revision against the one before", () => {
  it('lists periods added, rows added and removed, and every revised figure with its old and new value', () => {
    const before = [county('2025-01', 'Denver', 100), county('2025-01', 'Adams', 50), county('2025-02', 'Denver', 110)];
    const after = [
      county('2025-01', 'Denver', 100),
      county('2025-02', 'Denver', 125),
      county('2025-02', 'Boulder', null, 'NR'),
      county('2025-03', 'Denver', 130),
    ];
    const { summary, figures } = reviseRows('co-county-sales', before, after);
    assert.deepEqual(summary.periodsAdded, ['2025-03']);
    assert.deepEqual(summary.periodsRemoved, []);
    assert.deepEqual(summary.periodsRevised, ['2025-01', '2025-02']);
    assert.equal(summary.rowsAdded, 2);
    assert.equal(summary.rowsRemoved, 1);
    assert.deepEqual(figures, [{ period: '2025-02', key: 'county=Denver', field: 'retail', old: 110, new: 125 }]);
    assert.deepEqual(summary.largest, figures);
  });

  it('compares a withheld code as a figure of its row, not as a new row', () => {
    const { summary, figures } = reviseRows(
      'co-county-sales',
      [county('2025-01', 'Boulder', null, 'NR')],
      [county('2025-01', 'Boulder', 42)],
    );
    assert.equal(summary.rowsAdded + summary.rowsRemoved, 0);
    assert.deepEqual(
      figures.map(({ field, old, new: next }) => [field, old, next]),
      [
        ['retail', null, 42],
        ['retailCode', 'NR', null],
      ],
    );
  });

  it('knows a licence list by its licence, so a renamed store is a revision', () => {
    const store = (name: string) => ({ license: '412345', name, city: 'Spokane', county: 'Spokane', type: 'Retail' });
    const { figures, summary } = reviseRows('wa-licenses', [store('Green Leaf')], [store('Green Leaf LLC')]);
    assert.equal(summary.rowsAdded, 0);
    assert.deepEqual(figures, [
      { period: '', key: 'license=412345', field: 'name', old: 'Green Leaf', new: 'Green Leaf LLC' },
    ]);
  });

  it('lists the largest numeric revisions first, ten at most', () => {
    const months = Array.from({ length: 12 }, (_, index) => `2024-${String(index + 1).padStart(2, '0')}`);
    const before = months.map((period) => ({ period, state: 'MD', sales: 1000 }));
    const after = months.map((period, index) => ({ period, state: 'MD', sales: 1000 + (index + 1) * 10 }));
    const { summary } = reviseRows('state-monthly-sales', before, after);
    assert.equal(summary.figuresRevised, 12);
    assert.deepEqual(
      summary.largest.map((figure) => figure.period),
      months.slice(2).reverse(),
    );
  });

  it('answers a first version as every period and row added', () => {
    const { summary } = reviseRows('or-sales', [], [{ period: '2025-01', sales: 1 }]);
    assert.deepEqual(summary, {
      periodsAdded: ['2025-01'],
      periodsRemoved: [],
      periodsRevised: [],
      rowsAdded: 1,
      rowsRemoved: 0,
      figuresRevised: 0,
      largest: [],
    });
  });
});

describe("a dataset's chunks", () => {
  it('cuts rows into runs of one period, so a revised period changes its own chunk only', () => {
    const rows = [county('2025-01', 'Denver', 1), county('2025-01', 'Adams', 2), county('2025-02', 'Denver', 3)];
    const revised = [rows[0], rows[1], county('2025-02', 'Denver', 4)];
    const [first, second] = [periodChunks(rows, 'datasets/x/chunks/0'), periodChunks(revised, 'datasets/x/chunks/0')];
    assert.deepEqual(
      first.map((chunk) => chunk.rows.length),
      [2, 1],
    );
    assert.equal(first[0].hash, second[0].hash);
    assert.notEqual(first[1].hash, second[1].hash);
  });

  it("groups a period's rows wherever the file lists them: a store's months together still make one chunk a month", () => {
    const months = ['2025-01', '2025-02', '2025-03'];
    const rows = ['Denver', 'Adams', 'Boulder'].flatMap((name, index) =>
      months.map((month) => county(month, name, index)),
    );
    const chunks = periodChunks(rows, 'datasets/x/chunks/0');
    assert.equal(chunks.length, 3);
    assert.deepEqual(
      chunks.map((chunk) => chunk.rows.map((row) => (row as { period: string }).period)),
      months.map((month) => [month, month, month]),
    );
    assert.deepEqual(
      chunks[0].rows.map((row) => (row as { county: string }).county),
      ['Denver', 'Adams', 'Boulder'],
    );
  });
});
