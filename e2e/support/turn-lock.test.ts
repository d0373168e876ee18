import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { takeTurn } from './turn-lock';

const lockDir = () => path.join(mkdtempSync(path.join(tmpdir(), 'turn-lock-')), 'turn');

/** The pid of a process that has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid!;
}

describe('turn lock', () => {
  it('lets one holder at a time in, in turn', async () => {
    const dir = lockDir();
    const order: string[] = [];
    const first = await takeTurn(dir, { pollMs: 5 });
    const second = takeTurn(dir, { pollMs: 5 }).then((turn) => {
      order.push('second has it');
      return turn;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    order.push('first gives it back');
    first.release();
    const turn = await second;
    assert.deepEqual(order, ['first gives it back', 'second has it']);
    assert.ok(turn.waitedMs >= 40, `waited ${turn.waitedMs} ms`);
    turn.release();
    assert.equal(existsSync(dir), false);
  });

  it('takes over a lock whose holder died', async () => {
    const dir = lockDir();
    await takeTurn(dir, { pid: deadPid() });
    const turn = await takeTurn(dir, { pollMs: 5, maxWaitMs: 1_000 });
    assert.ok(turn.waitedMs < 1_000);
    turn.release();
  });

  it('takes over a directory left without an owner by a crash, but not a fresh one', async () => {
    const dir = lockDir();
    mkdirSync(dir);
    await assert.rejects(takeTurn(dir, { pollMs: 5, maxWaitMs: 50 }), /Waited 0 s for the turn/);
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(dir, longAgo, longAgo);
    const turn = await takeTurn(dir, { pollMs: 5, maxWaitMs: 1_000 });
    turn.release();
  });

  it('gives up after the longest wait, naming the holder', async () => {
    const dir = lockDir();
    const held = await takeTurn(dir);
    await assert.rejects(takeTurn(dir, { pollMs: 5, maxWaitMs: 30 }), new RegExp(`held by ${process.pid}:`));
    held.release();
  });

  it('a release after a takeover leaves the new holder alone', async () => {
    const dir = lockDir();
    const stale = await takeTurn(dir, { pid: deadPid() });
    const current = await takeTurn(dir, { pollMs: 5 });
    stale.release();
    assert.equal(existsSync(dir), true);
    current.release();
    assert.equal(existsSync(dir), false);
  });
});
