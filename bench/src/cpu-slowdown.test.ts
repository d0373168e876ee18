import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cpuSlowdownFor } from './cpu-slowdown';

describe('cpuSlowdownFor', () => {
  it("gives Lighthouse's default 4x to a host of index 1533, its calculator's anchor", () => {
    assert.equal(cpuSlowdownFor(1533).multiplier, 4);
  });

  it("follows the calculator's anchors and is linear between them", () => {
    assert.deepEqual(
      [150, 475, 800, 1050, 1300, 2000].map((index) => cpuSlowdownFor(index).multiplier),
      [1, 1.5, 2, 2.5, 3, 6],
    );
  });

  it('slows a host below the target device by nothing, and says its scores do not compare', () => {
    assert.deepEqual(cpuSlowdownFor(100), { benchmarkIndex: 100, multiplier: 1, comparable: false });
    assert.equal(cpuSlowdownFor(150).comparable, true);
  });

  it('refuses what is not an index', () => {
    assert.throws(() => cpuSlowdownFor(Number.NaN));
    assert.throws(() => cpuSlowdownFor(0));
  });
});
