/** Canada's markets are taken wherever a US state's code is: a page, compare, a follow, the data API's rows and a saved view. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { datasetRowsQuerySchema } from './data-api';
import { followTargetSchema } from './follows';
import { reportQuerySchema } from './reports';
import { savedViewQuerySchema } from './saved-views';
import { marketOfRow, marketsWord, stateName } from './state-names';

describe("Canada's markets beside the US states", () => {
  it("takes Canada (CAN), a province and a US state as a page, in compare's list and in the data API's rows", () => {
    for (const state of ['CAN', 'ON', 'CO']) {
      assert.ok(reportQuerySchema.safeParse({ state }).success, state);
      assert.ok(datasetRowsQuerySchema.safeParse({ state }).success, state);
    }
    assert.ok(reportQuerySchema.safeParse({ states: 'CO,ON,MD,CAN' }).success);
    assert.ok(savedViewQuerySchema.safeParse({ state: 'CAN' }).success);
  });

  it('refuses what is not a market code', () => {
    for (const state of ['CANADA', 'CA-ON', 'on', 'C']) {
      assert.ok(!reportQuerySchema.safeParse({ state }).success, state);
      assert.ok(!datasetRowsQuerySchema.safeParse({ state }).success, state);
    }
    assert.ok(!reportQuerySchema.safeParse({ states: 'CO,,ON' }).success);
  });

  it('follows Canada, a province or a territory as a market, and no made-up code', () => {
    for (const state of ['CAN', 'ON', 'NL', 'YT'])
      assert.ok(followTargetSchema.safeParse({ kind: 'market', state }).success, state);
    assert.ok(!followTargetSchema.safeParse({ kind: 'market', state: 'XX' }).success);
  });

  it("names each market as its publisher does, and takes a row's market from its state, province or country", () => {
    assert.equal(stateName('NL'), 'Newfoundland and Labrador');
    assert.equal(stateName('QC'), 'Quebec');
    assert.equal(stateName('CAN'), 'Canada');
    assert.equal(marketOfRow({ state: 'CO' }), 'CO');
    assert.equal(marketOfRow({ geoKind: 'city', province: 'ON' }), 'ON');
    assert.equal(marketOfRow({ geoKind: 'country', province: null }), 'CAN');
    assert.equal(marketOfRow({ period: '2025-08', cadPerUsd: 1.37 }), undefined);
  });

  it('labels a list of markets by what it holds: states, provinces and territories, or markets where both or Canada are in it', () => {
    assert.equal(marketsWord(['CO', 'DC']), 'State');
    assert.equal(marketsWord(['CO', 'MD'], true), 'States');
    assert.equal(marketsWord(['ON', 'NU']), 'Province or territory');
    assert.equal(marketsWord(['ON', 'BC'], true), 'Provinces and territories');
    assert.equal(marketsWord(['CO', 'ON']), 'Market');
    assert.equal(marketsWord(['CAN', 'ON'], true), 'Markets');
    assert.equal(marketsWord(['CAN']), 'Market');
    assert.equal(marketsWord([]), 'Market');
  });
});
