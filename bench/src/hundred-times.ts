/**
 * '100x sources': each file of the generated 100x set (hundred-times-data.ts) ingested as the
 * task queue's task ingests it, in a fresh process whose peak memory is measured: downloaded
 * from a local HTTP server (an ephemeral port, answers chunked, without a length, so the cap is
 * met while streaming), parsed, checked and imported into a Firestore emulator project of its
 * own. Then the national file again, unchanged, which must write no data. The file under the
 * download cap holds more records than an import takes and is refused while it is read.
 */
import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { bundleForChild } from './child-bundle';
import { HEADER, STATES, stateDailyCsv, writeStoreMonthlyCsv } from './hundred-times-data';
import type { ProbeFigures } from './ingest-task-probe';
import { mib } from './memory-probe';
import { kb, ms } from './stats';
import { BENCH, projectEnv, runProbe } from './probe-process';

const BUNDLE = 'node_modules/.cache/bench/ingest-task-probe.js';
export const MEMORY_BUDGET_BYTES = 512 * 1024 * 1024;
/** Under the download's 50 MB cap, and the 1 GB-class file far over it. */
const UNDER_CAP_BYTES = 49_000_000;
const GIGABYTE_COPIES = 22;
/** The state files are imported one after another until this much time has passed; the rest is extrapolated. */
const STATES_TIME_MS = 120_000;
const DATASET = 'wa-retail-sales';

/**
 * The task's timeout as the functions declare it (runtime-limits.ts), read from their source:
 * the bench depends on no part of the functions' package.
 */
function taskTimeoutSeconds(): number {
  const source = readFileSync(path.resolve(BENCH, '../functions/src/runtime-limits.ts'), 'utf8');
  const match = /INGEST_TASK_TIMEOUT_SECONDS = (\d+)/.exec(source);
  if (!match) throw new Error('INGEST_TASK_TIMEOUT_SECONDS not found in functions/src/runtime-limits.ts');
  return Number(match[1]);
}

type Check = (ok: boolean, what: string) => string;

/** Serves the folder's files, streamed without a Content-Length (chunked), as a large publisher's server may. */
async function serve(folder: string): Promise<{ server: Server; url: (name: string) => string }> {
  const server = createServer((request, response) => {
    const file = path.join(folder, path.basename(new URL(request.url ?? '/', 'http://x').pathname));
    const stream = createReadStream(file);
    stream.on('error', () => response.writeHead(404).end());
    stream.on('open', () => {
      response.writeHead(200, { 'content-type': 'text/csv' });
      stream.pipe(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: (name) => `http://127.0.0.1:${port}/${name}` };
}

/** A task that crashes (out of memory, an exception) is a result too: its figures say so and miss every budget. */
async function ingestInFreshProcess(projectId: string, url: string): Promise<ProbeFigures> {
  const started = performance.now();
  try {
    return await runProbe<ProbeFigures>(BUNDLE, {
      ...projectEnv(projectId),
      BENCH_INGEST_TASK: JSON.stringify({ datasetId: DATASET, url }),
    });
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? error).trim();
    return {
      status: 'crashed',
      reason: stderr.split('\n').slice(-3).join(' / '),
      ms: performance.now() - started,
      peakRssBytes: NaN,
      startRssBytes: NaN,
      writes: { data: NaN, record: NaN, dataBytes: NaN },
    };
  }
}

/** The 100x files on disk: a file per state, all states in one, one under the cap, one of a gigabyte. */
async function writeFiles(folder: string): Promise<Record<string, number>> {
  const states = STATES.map((_, index) => stateDailyCsv(index));
  states.forEach((text, index) => writeFileSync(path.join(folder, `state-${STATES[index]}.csv`), text));
  const bodies = states.map((text) => text.slice(HEADER.length + 1)).join('');
  writeFileSync(path.join(folder, 'national.csv'), `${HEADER}\n${bodies}`);
  const underCap = path.join(folder, 'under-cap.csv');
  const rows: Record<string, number> = {
    national: states.length * (stateDailyCsv(0).split('\n').length - 2),
    'under-cap': await writeStoreMonthlyCsv(underCap, UNDER_CAP_BYTES),
  };
  const gigabyte = await open(path.join(folder, 'one-gigabyte.csv'), 'w');
  try {
    for (let copy = 0; copy < GIGABYTE_COPIES; copy++) {
      for await (const piece of createReadStream(underCap)) await gigabyte.write(piece as Buffer);
    }
  } finally {
    await gigabyte.close();
  }
  return rows;
}

function line(name: string, bytes: number, figures: ProbeFigures, verdict: string): string {
  const stored = figures.storedBytes === undefined ? '-' : kb(figures.storedBytes);
  return (
    `${name.padEnd(22)} ${kb(bytes).padStart(12)} ${figures.status.padEnd(12)} ${ms(figures.ms).padStart(11)}` +
    ` ${mib(figures.peakRssBytes).padStart(8)} (${mib(figures.startRssBytes)} at start)` +
    ` ${String(figures.writes.data).padStart(6)}/${figures.writes.record} ${stored.padStart(11)}  ${verdict}` +
    (figures.reason ? `\n${''.padEnd(23)}reason: ${figures.reason}` : '')
  );
}

export async function hundredTimesSources(check: Check): Promise<void> {
  const timeoutSeconds = taskTimeoutSeconds();
  console.log(
    `\n== 100x sources: ${STATES.length} states x 10 years of daily rows, one file under the cap, one of 1 GiB;` +
      ` budgets: peak memory < ${mib(MEMORY_BUDGET_BYTES)} a task, each task within ${timeoutSeconds} s, 0 data writes when unchanged ==`,
  );
  bundleForChild({ entryPoints: ['src/ingest-task-probe.ts'] }, BUNDLE);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'bench-100x-'));
  const { server, url } = await serve(folder);
  try {
    const rows = await writeFiles(folder);
    const size = async (name: string) => (await stat(path.join(folder, `${name}.csv`))).size;
    console.log(
      `${'file'.padEnd(22)} ${'size'.padStart(12)} ${'outcome'.padEnd(12)} ${'time'.padStart(11)} ${'peak RSS'.padStart(8)}` +
        `                 writes data/record  stored/version`,
    );
    const verdict = (name: string, figures: ProbeFigures, expected: string) => {
      const what = `${name} (100x sources)`;
      return [
        check(figures.status === expected, `outcome of ${what}`),
        check(figures.peakRssBytes < MEMORY_BUDGET_BYTES, `peak memory of ${what}`),
        check(figures.ms < timeoutSeconds * 1000, `task time of ${what}`),
      ].includes('MISSED')
        ? 'MISSED'
        : 'ok';
    };
    const task = async (name: string, projectId: string, expected: string) => {
      const figures = await ingestInFreshProcess(projectId, url(`${name}.csv`));
      console.log(line(name, await size(name), figures, verdict(name, figures, expected)));
      return figures;
    };

    const started = performance.now();
    const perState: ProbeFigures[] = [];
    for (const state of STATES) {
      if (performance.now() - started > STATES_TIME_MS) break;
      perState.push(await task(`state-${state}`, `demo-bench-100x-${state.toLowerCase()}`, 'imported'));
    }
    const spent = performance.now() - started;
    const all = (value: number) => (value / perState.length) * STATES.length;
    const sum = (pick: (figures: ProbeFigures) => number) => perState.reduce((total, each) => total + pick(each), 0);
    console.log(
      perState.length === STATES.length
        ? `all ${STATES.length} state files: ${ms(spent)} one after another`
        : `${perState.length} of ${STATES.length} state files imported in ${ms(spent)} (the section's time limit);` +
            ` the other ${STATES.length - perState.length} extrapolated at their mean: ${ms(all(spent))} one after another`,
    );
    console.log(
      `per state file: ${rows.national / STATES.length} daily rows as 120 licence-months; ${(sum((each) => each.writes.data) / perState.length).toFixed(0)} data writes,` +
        ` ${kb(sum((each) => each.storedBytes ?? 0) / perState.length)} stored per version; largest peak ${mib(Math.max(...perState.map((each) => each.peakRssBytes)))}` +
        `; ${STATES.length} sources: ${all(sum((each) => each.writes.data)).toFixed(0)} writes${perState.length < STATES.length ? ' (extrapolated)' : ''}`,
    );

    const national = await task('national', 'demo-bench-100x-national', 'imported');
    console.log(`${''.padEnd(23)}${rows.national.toLocaleString('en-US')} daily rows, all states in one file`);
    // Under the byte cap, over the importer's ceiling on records: refused while it is read, within the memory budget.
    await task('under-cap', 'demo-bench-100x-cap', 'malformed');
    console.log(
      `${''.padEnd(23)}${rows['under-cap'].toLocaleString('en-US')} store-months, under the download cap, past the ceiling on records`,
    );
    await task('one-gigabyte', 'demo-bench-100x-gigabyte', 'fetch_failed');
    const again = await task('national', 'demo-bench-100x-national', 'unchanged');
    console.log(
      `national again, unchanged: ${again.writes.data} data writes (${again.writes.record} records of the check), ` +
        `after ${national.writes.data} for its first import: ${check(again.writes.data === 0, 'data writes of an unchanged re-import')}`,
    );
  } finally {
    server.close();
    await rm(folder, { recursive: true, force: true });
  }
}
