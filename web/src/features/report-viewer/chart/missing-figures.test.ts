import { expect, it } from 'vitest';
import { markedFlags, missingMarks } from './missing-figures';

it('marks a column with no figure in any series, by the flag that says why', () => {
  const marks = missingMarks(
    [{ values: [1_121_594, null, 642_280, null], flags: [null, 'not-published', null, 'withheld'] }],
    4,
  );
  expect(marks).toEqual([null, 'not-published', null, 'withheld']);
  expect(markedFlags(marks)).toEqual(['not-published', 'withheld']);
});

it('leaves a column alone when another series has a figure, or nothing says why it is empty', () => {
  expect(missingMarks([{ values: [null, null], flags: ['withheld', null] }, { values: [5, null] }], 2)).toEqual([
    null,
    null,
  ]);
});
