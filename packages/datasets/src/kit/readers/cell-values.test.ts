import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normaliseWaLicense, parseNumber, requireAmount, titleCase } from './cell-values';
import { periodOfExcelSerial, periodOfIsoDate } from './dates';

describe('cell values', () => {
  it('normalises WSLCB license numbers', () => {
    assert.equal(normaliseWaLicense(' 412490 '), '412490');
    assert.equal(normaliseWaLicense('71368'), '071368');
    assert.equal(normaliseWaLicense('417949-1'), '417949-1');
    assert.equal(normaliseWaLicense('421069-1C'), '421069-1C');
    for (const bad of ['', '21', '4124901', '41249A', '71368-1', '412490-'])
      assert.equal(normaliseWaLicense(bad), undefined, bad);
  });

  it('reads decimal numbers, with thousands separators only where they group by three', () => {
    assert.equal(parseNumber('388,731'), 388731);
    assert.equal(parseNumber('1,234,567.25'), 1234567.25);
    assert.equal(parseNumber('72241.539999999994'), 72241.54);
    assert.equal(parseNumber('1E-2'), 0.01);
    for (const bad of ['', ' ', '1,23', '0x1F', 'Infinity', '12a', '$5'])
      assert.equal(parseNumber(bad), undefined, bad);
  });

  it('rejects amounts that are missing, not numbers or negative, naming the column', () => {
    assert.throws(() => requireAmount('', 'Total Sales'), { message: 'Total Sales is missing' });
    assert.throws(() => requireAmount('n/a', 'Total Sales'), /Total Sales is not a number: "n\/a"/);
    assert.throws(() => requireAmount('-3', 'Total Sales'), /Total Sales is negative: -3/);
  });

  it('reads months from ISO dates and spreadsheet serial dates', () => {
    assert.equal(periodOfIsoDate('2020-02-29'), '2020-02');
    assert.equal(periodOfIsoDate('2023-08-08T00:00:00'), '2023-08');
    assert.equal(periodOfIsoDate('2021-02-29'), undefined);
    assert.equal(periodOfIsoDate('2021-13-01'), undefined);
    assert.equal(periodOfExcelSerial('41670'), '2014-01'); // 2014-01-31
    assert.equal(periodOfExcelSerial('43040.5'), '2017-11');
    assert.equal(periodOfExcelSerial('2017-11'), undefined);
  });

  it('title-cases padded capitals', () => {
    assert.equal(titleCase('SEATTLE                 '), 'Seattle');
    assert.equal(titleCase('WALLA  WALLA'), 'Walla Walla');
    assert.equal(titleCase('SEDRO-WOOLLEY'), 'Sedro-Woolley');
    assert.equal(titleCase(''), '');
  });
});
