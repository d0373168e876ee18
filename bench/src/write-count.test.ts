import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { vmHwmBytes } from './memory-probe';
import { writeKind } from './write-count';

describe('writeKind', () => {
  it('counts rows, versions, revisions and views as data', () => {
    assert.equal(writeKind('datasets/wa-retail-sales/chunks/abc', 'set', ['rows']), 'data');
    assert.equal(writeKind('datasets/wa-retail-sales/versions/v1', 'set', ['rowCount']), 'data');
    assert.equal(writeKind('datasets/wa-retail-sales/versions/v1/revised/00000', 'set', ['figures']), 'data');
    assert.equal(writeKind('datasets/wa-retail-sales', 'set', ['version', 'checkedAt']), 'data');
    assert.equal(writeKind('reportViews/washington-retail', 'set', ['version']), 'data');
  });

  it("counts the check's own records apart: the fetch, the source's last check, the catalogue's check time", () => {
    assert.equal(writeKind('ingestion/wa-retail-sales', 'set', ['lastStatus']), 'record');
    assert.equal(writeKind('datasets/wa-retail-sales/fetches/f1', 'set', ['outcome']), 'record');
    assert.equal(writeKind('datasets/wa-retail-sales', 'update', ['checkedAt']), 'record');
    assert.equal(writeKind('datasets/wa-retail-sales', 'update', ['checkedAt', 'version']), 'data');
  });
});

describe('vmHwmBytes', () => {
  it("reads the peak resident set from a process's status", () => {
    const status = 'Name:\tnode\nVmPeak:\t 1200000 kB\nVmHWM:\t  251904 kB\nVmRSS:\t  100000 kB\n';
    assert.equal(vmHwmBytes(status), 251904 * 1024);
    assert.equal(vmHwmBytes('Name:\tnode\n'), undefined);
  });
});
