/**
 * The streamed download against a local publisher (an ephemeral port of 127.0.0.1) serving a
 * regulator's real file from the shared samples in the forms a publisher's server can answer:
 * as published, changed, unchanged, missing, cut off mid-answer, cut short but complete,
 * garbage, and very large (streamed whole under the cap, abandoned past it).
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { downloadToFile } from './download';
import { sample } from '@cannabis-reports/datasets';

const original = readFileSync(sample('ct-dcp/ct-cannabis-retail-sales-by-week.csv'));
const changed = Buffer.from(original.toString('utf8').replace('1485019.32', '1485119.32'));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const rowsOf = (bytes: Buffer) => bytes.toString('utf8').trimEnd().split('\n').length;

/** The sample's data rows repeated until `total` bytes: a publication a hundred times larger than any today. */
function streamLarge(res: ServerResponse, total: number): void {
  const rows = Buffer.from(original.toString('utf8').split('\n').slice(1).join('\n'));
  res.writeHead(200, { 'content-type': 'text/csv' });
  res.on('close', () => (large.closed = true));
  let sent = 0;
  const pump = () => {
    while (sent < total && !res.destroyed) {
      sent += rows.length;
      if (!res.write(rows)) return void res.once('drain', pump);
    }
    res.end();
  };
  res.write(original.subarray(0, original.indexOf('\n') + 1));
  pump();
}
const large = { closed: false };
/** Far past any publication today (under 2 MB), small enough for a unit test on a busy machine. */
const LARGE_BYTES = 24 * 1024 * 1024;

let served = original;
const routes: Record<string, (res: ServerResponse) => void> = {
  '/ct.csv': (res) => res.writeHead(200, { 'content-type': 'text/csv' }).end(served),
  '/cut-off.csv': (res) => {
    // Declares the whole file, sends a part, then drops the connection.
    res.writeHead(200, { 'content-length': String(original.length) });
    res.write(original.subarray(0, original.length / 2), () => res.destroy());
  },
  '/cut-short.csv': (res) => res.writeHead(200).end(original.subarray(0, Math.floor(original.length * 0.7))),
  '/garbage.csv': (res) => res.writeHead(200).end(Buffer.from('\u0000\u0001PK garbage \u00ff'.repeat(200))),
  '/large.csv': (res) => streamLarge(res, LARGE_BYTES),
};

let server: Server;
let port = 0;
let folder = '';

before(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'download-forms-'));
  server = createServer((req, res) => (routes[req.url ?? ''] ?? ((r: ServerResponse) => r.writeHead(404).end()))(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

after(async () => {
  await rm(folder, { recursive: true, force: true });
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const file = () => path.join(folder, 'ct.csv');
const fetchTo = (route: string, maxBytes?: number) =>
  downloadToFile(`http://127.0.0.1:${port}${route}`, file(), { maxBytes, timeoutMs: 300_000 });

describe('downloadToFile', () => {
  it('writes the file as published and describes it', async () => {
    served = original;
    const facts = await fetchTo('/ct.csv');
    assert.deepEqual(await readFile(file()), original);
    assert.deepEqual(facts, {
      bytes: original.length,
      sha256: sha256(original),
      isZip: false,
      lastLine: rowsOf(original),
    });
  });

  it('gives the same hash for an unchanged file and another for a changed one', async () => {
    served = original;
    const first = await fetchTo('/ct.csv');
    assert.equal((await fetchTo('/ct.csv')).sha256, first.sha256);
    served = changed;
    assert.equal((await fetchTo('/ct.csv')).sha256, sha256(changed));
    assert.notEqual(sha256(changed), first.sha256);
  });

  it('refuses a missing file with its status', async () => {
    await assert.rejects(fetchTo('/gone.csv'), /HTTP 404/);
  });

  it('refuses an answer whose connection dropped before its declared end', async () => {
    await assert.rejects(fetchTo('/cut-off.csv'), /fetch failed/);
  });

  it('keeps a complete answer cut short as it came: its last line says where it stops', async () => {
    const facts = await fetchTo('/cut-short.csv');
    const cut = original.subarray(0, Math.floor(original.length * 0.7));
    assert.equal(facts.bytes, cut.length);
    assert.equal(facts.lastLine, rowsOf(cut));
  });

  it("takes garbage as bytes: whether it parses is the importer's question", async () => {
    const facts = await fetchTo('/garbage.csv');
    assert.equal(facts.isZip, false);
    assert.ok(facts.bytes > 0);
  });

  it('streams a file far larger than any publication to disk, whole and hashed', { timeout: 300_000 }, async () => {
    const facts = await fetchTo('/large.csv', 2 * LARGE_BYTES);
    assert.ok(facts.bytes >= LARGE_BYTES);
    assert.equal((await stat(file())).size, facts.bytes);
    assert.equal(facts.sha256, sha256(await readFile(file())));
  });

  it('abandons a very large file at the cap and closes the connection', { timeout: 60_000 }, async () => {
    large.closed = false;
    await assert.rejects(fetchTo('/large.csv', 10_000_000), /larger than 10000000 bytes/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(large.closed, true, 'the server still streams: the connection was not closed');
  });
});
