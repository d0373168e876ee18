import assert from 'node:assert/strict';
import { test } from 'node:test';
import { countyMapSection, type CountyFigures } from './county-map';

const county = (
  name: string,
  medical: [number | null, CountyFigures['medical']['flag']],
  retail: [number | null, CountyFigures['retail']['flag']],
): CountyFigures => ({
  name,
  medical: { value: medical[0], flag: medical[1] },
  retail: { value: retail[0], flag: retail[1] },
});

const COUNTIES = [
  county('Denver', [1_000.5, null], [2_000.25, null]),
  county('El Paso', [500, null], [null, 'no-licensees']),
  county('Gilpin', [null, 'withheld'], [300, null]),
  county('Jackson', [null, 'no-licensees'], [null, 'no-licensees']),
  county('Mesa', [100, 'partial'], [50, null]),
  county('Otero', [null, 'not-published'], [70, null]),
];

test('the combined measure adds both kinds, and only where both are known', () => {
  const map = countyMapSection(COUNTIES, ['medical', 'retail'], { from: '2023-12', to: '2023-12' });
  assert.deepEqual(
    map.measures.map((measure) => measure.label),
    ['Medical and retail', 'Medical', 'Retail'],
  );
  const [combined] = map.measures;
  assert.deepEqual(map.areas, ['Denver', 'El Paso', 'Gilpin', 'Jackson', 'Mesa', 'Otero']);
  assert.deepEqual(combined.values, [3_000.75, 500, null, null, 150, null]);
  assert.deepEqual(combined.flags, [null, null, 'withheld', 'no-licensees', 'partial', 'not-published']);
});

test('a withheld county stays withheld on its own measure, never zero', () => {
  const map = countyMapSection(COUNTIES, ['medical', 'retail'], { from: '2023-01', to: '2023-12' });
  const medical = map.measures[1];
  assert.equal(medical.values[2], null);
  assert.equal(medical.flags?.[2], 'withheld');
  assert.equal(map.period, 'January 2023 to December 2023');
});

test('one kind selected: one measure, no combination', () => {
  const map = countyMapSection(COUNTIES, ['retail'], { from: '2023-12', to: '2023-12' });
  assert.deepEqual(
    map.measures.map((measure) => measure.label),
    ['Retail'],
  );
  assert.equal(map.period, 'December 2023');
});
