import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ParsedDataset } from '../kit/parsed-dataset';
import { checkCorruptedCopy, parseOne, rawLines, rawRecords, sample } from '../kit/published-samples';

const POPULATION = sample('census/state-population-2010-2024.csv');
const VINTAGE_2024 = sample('census/NST-EST2024-ALLDATA.csv');
const VINTAGE_2020 = sample('census/nst-est2020-alldata.csv');
const ADULTS = sample('census/pop21.csv');

/** A Census ALLDATA file's state rows (SUMLEV 040, written 40 in vintage 2020): name → column → cell. */
async function allData(file: string): Promise<Map<string, Record<string, string>>> {
  const records = await rawRecords(file);
  return new Map(records.filter((record) => Number(record.SUMLEV) === 40).map((record) => [record.NAME, record]));
}

describe('Census Bureau state population estimates, July 1', () => {
  let population: ParsedDataset<'state-population'>;
  before(async () => {
    population = await parseOne(POPULATION, 'state-population');
  });

  const row = (state: string, year: number) =>
    population.rows.find((entry) => entry.state === state && entry.year === year);

  it('reads 52 areas over the 15 years 2010 to 2024, rejecting none', () => {
    assert.equal(population.rows.length, 780);
    assert.deepEqual(population.rejected, []);
    assert.equal(new Set(population.rows.map((entry) => entry.state)).size, 52);
    assert.equal(population.meta.periodFrom, '2010-07');
    assert.equal(population.meta.periodTo, '2024-07');
  });

  it('gives each figure as the Census files give it, from the vintage each year uses', async () => {
    const [v2024, v2020] = await Promise.all([allData(VINTAGE_2024), allData(VINTAGE_2020)]);
    for (const [state, name] of [
      ['MA', 'Massachusetts'],
      ['CO', 'Colorado'],
      ['MD', 'Maryland'],
      ['PR', 'Puerto Rico'],
    ]) {
      for (let year = 2010; year <= 2024; year++) {
        const source = year < 2020 ? v2020 : v2024;
        assert.equal(row(state, year)?.population, Number(source.get(name)![`POPESTIMATE${year}`]), `${state} ${year}`);
      }
    }
    assert.equal(row('MA', 2019)?.population, 6_894_883);
    assert.equal(row('MA', 2020)?.population, 6_994_598);
  });

  it('states which estimate each year uses, and marks the census base change at 2020 in every state', () => {
    for (const entry of population.rows) {
      assert.equal(entry.vintage, entry.year < 2020 ? 'V2020' : 'V2024');
      assert.equal(entry.censusBase, entry.year < 2020 ? 2010 : 2020);
    }
    const breaks = population.rows.filter((entry) => entry.seriesBreak);
    assert.equal(breaks.length, 52);
    assert.ok(breaks.every((entry) => entry.year === 2020));
    assert.match(row('MA', 2020)?.seriesBreak ?? '', /from 2020 .* 2020 Census, up to 2019 .* 2010 Census/);
    assert.match(population.meta.units ?? '', /2010-2019 from vintage 2020 .* 2020-2024 from vintage 2024/);
  });

  it('rejects a year taken from a vintage on the other census base, and rows it cannot place, with line and reason', async () => {
    const lines = await rawLines(POPULATION);
    const at = (text: string) => lines.findIndex((line) => line.startsWith(text)) + 1;
    await checkCorruptedCopy(POPULATION, 'state-population', [
      {
        line: at('25,Massachusetts,2020,'),
        text: '25,Massachusetts,2020,6893574,V2020,nst-est2020-alldata.csv',
        reason: '2020 from vintage V2020: this series takes 2010-2019 only from that vintage (2010 Census base)',
      },
      {
        line: at('25,Massachusetts,2021,'),
        text: '25,Massachusetts,2021,7000474,V2025,NST-EST2025-ALLDATA.csv',
        reason: 'vintage is not V2020 or V2024: "V2025"',
      },
      {
        line: at('08,Colorado,2014,'),
        text: '08,Connecticut,2014,5350101,V2020,nst-est2020-alldata.csv',
        reason: 'state "Connecticut" is not FIPS 08 (Colorado)',
      },
      {
        line: at('08,Colorado,2016,'),
        text: '08,Colorado,2015,5350101,V2020,nst-est2020-alldata.csv',
        reason: `duplicate of line ${at('08,Colorado,2015,')}`,
      },
    ]);
  });
});

describe('Census ACS residents aged 21 and over', () => {
  let adults: ParsedDataset<'state-adults-21'>;
  let population: ParsedDataset<'state-population'>;
  before(async () => {
    [adults, population] = await Promise.all([
      parseOne(ADULTS, 'state-adults-21'),
      parseOne(POPULATION, 'state-population'),
    ]);
  });

  it('reads the 31 state-years, 2018 to 2024 without 2020, rejecting none', () => {
    assert.equal(adults.rows.length, 31);
    assert.deepEqual(adults.rejected, []);
    assert.equal(adults.meta.periodFrom, '2018-01');
    assert.equal(adults.meta.periodTo, '2024-12');
    assert.deepEqual([...new Set(adults.rows.map((row) => row.year))].sort(), [2018, 2019, 2021, 2022, 2023, 2024]);
    assert.deepEqual(
      adults.rows.filter((row) => row.state === 'MN').map((row) => row.year),
      [2024],
    );
  });

  it('gives each figure as the raw line does', async () => {
    const [, ...lines] = await rawLines(ADULTS);
    // The source cell is quoted and last: the first three cells split plainly.
    const raw = lines.map((line) => line.split(',').slice(0, 3));
    assert.deepEqual(
      adults.rows.map((row) => [row.state, String(row.year), String(row.adults)]),
      raw,
    );
    assert.equal(adults.rows.find((row) => row.state === 'MA' && row.year === 2024)?.adults, 5_457_681);
  });

  it("is about three quarters of the state's July 1 population, a separate series that the attribution names as such", () => {
    for (const row of adults.rows) {
      const total = population.rows.find((entry) => entry.state === row.state && entry.year === row.year)!;
      const share = row.adults / total.population;
      assert.ok(share > 0.735 && share < 0.775, `${row.state} ${row.year}: ${share}`);
    }
    assert.match(adults.meta.units ?? '', /not the same series as the July 1 population estimates/);
  });

  it('rejects a row it cannot place, with line and reason', async () => {
    await checkCorruptedCopy(ADULTS, 'state-adults-21', [
      { line: 2, text: 'Mass,2018,5225643,"ACS"', reason: 'state is not a state\'s two-letter code: "Mass"' },
      { line: 3, text: 'MA,2019,,"ACS"', reason: 'pop21 is missing' },
      { line: 5, text: 'MA,2021,5308211,"ACS"', reason: 'duplicate of line 4' },
    ]);
  });
});
