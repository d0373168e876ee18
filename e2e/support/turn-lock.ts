/**
 * A lock shared by the journeys' worker processes on this machine: a directory, made with mkdir
 * (which only one process can win), holding its holder's token. Whoever holds it has the turn;
 * the others poll until it is free. A holder that died (a crashed worker, an earlier run that
 * was killed) is found by its pid, and its lock is taken over.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface TurnOptions {
  /** How often a waiting process looks again. */
  pollMs?: number;
  /** How long to wait before giving up with an error naming the holder. */
  maxWaitMs?: number;
  /** The holder's pid (a test stands in for another process with it). */
  pid?: number;
}

/** A directory whose owner file is still missing this long after it was made was left by a crash. */
const UNCLAIMED_MS = 10_000;

const ownerFile = (dir: string) => path.join(dir, 'owner');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder's token (`pid:uuid`), or undefined while the holder has yet to write it or when none holds it. */
function holderOf(dir: string): string | undefined {
  try {
    return readFileSync(ownerFile(dir), 'utf8');
  } catch {
    return undefined;
  }
}

/** Whether the lock at `dir` was left by a holder that is gone. */
function isAbandoned(dir: string): boolean {
  const holder = holderOf(dir);
  if (holder !== undefined) return !isAlive(Number(holder.split(':')[0]));
  try {
    return Date.now() - statSync(dir).mtimeMs > UNCLAIMED_MS;
  } catch {
    return false; // released meanwhile
  }
}

/**
 * Waits for the turn at `dir` and takes it; answers how to give it back (which does nothing if the
 * lock was meanwhile taken over from this holder) and how long the wait was.
 */
export async function takeTurn(
  dir: string,
  { pollMs = 100, maxWaitMs = 300_000, pid = process.pid }: TurnOptions = {},
): Promise<{ release: () => void; waitedMs: number }> {
  const token = `${pid}:${randomUUID()}`;
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(ownerFile(dir), token);
      const release = () => {
        if (holderOf(dir) === token) rmSync(dir, { recursive: true, force: true });
      };
      return { release, waitedMs: Date.now() - started };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (isAbandoned(dir)) {
      rmSync(dir, { recursive: true, force: true });
      continue;
    }
    if (Date.now() - started > maxWaitMs) {
      throw new Error(`Waited ${Math.round(maxWaitMs / 1000)} s for the turn at ${dir}, held by ${holderOf(dir)}`);
    }
    await sleep(pollMs);
  }
}
