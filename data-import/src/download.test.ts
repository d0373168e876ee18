import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { downloadToFile, type DownloadOptions } from './download';

/** A publisher on an ephemeral port of 127.0.0.1; `localhost` names the same server as another host. */
let server: Server;
let port = 0;
const requests: string[] = [];
/** Bytes the endless route wrote before its client went away, and whether it did go away. */
const endless = { written: 0, closed: false };

const CAP = 1_000_000;
const chunk = Buffer.alloc(64 * 1024, 'x');

function streamForever(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/csv' });
  res.on('close', () => (endless.closed = true));
  const pump = () => {
    while (!res.destroyed) {
      endless.written += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
  };
  pump();
}

const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/file.csv': (_req, res) => res.end('a,b\n1,2\n'),
  '/moved-twice': (_req, res) => res.writeHead(301, { location: '/moved-once' }).end(),
  '/moved-once': (_req, res) => res.writeHead(302, { location: `http://127.0.0.1:${port}/file.csv` }).end(),
  '/elsewhere': (_req, res) => res.writeHead(302, { location: `http://localhost:${port}/file.csv` }).end(),
  '/loop': (_req, res) => res.writeHead(302, { location: '/loop' }).end(),
  '/endless': (_req, res) => streamForever(res),
  '/declared-large': (_req, res) => res.writeHead(200, { 'content-length': String(CAP + 1) }).end(),
};

before(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    (routes[req.url ?? ''] ?? ((_q, r: ServerResponse) => r.writeHead(404).end()))(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

let folder = '';
before(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'download-test-'));
});

after(async () => {
  await rm(folder, { recursive: true, force: true });
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const at = (route: string) => `http://127.0.0.1:${port}${route}`;

/** The file's text once downloaded, the way the tests compare it. */
async function download(url: string, options?: DownloadOptions): Promise<Buffer> {
  const file = path.join(folder, 'file.csv');
  await downloadToFile(url, file, options);
  return readFile(file);
}

describe('download', () => {
  it('follows a few redirects on the configured host', async () => {
    assert.equal((await download(at('/moved-twice'))).toString(), 'a,b\n1,2\n');
  });

  it('refuses a redirect to another host without requesting it', async () => {
    requests.length = 0;
    await assert.rejects(download(at('/elsewhere')), /another host \(localhost:\d+\)/);
    assert.deepEqual(requests, ['/elsewhere']);
  });

  it('follows a redirect to a host the configured host serves its files from, and only from that host', async () => {
    const servedFrom = { '127.0.0.1': ['localhost'] };
    assert.equal((await download(at('/elsewhere'), { servedFrom })).toString(), 'a,b\n1,2\n');
    await assert.rejects(download(at('/elsewhere'), { servedFrom: { localhost: ['127.0.0.1'] } }), /another host/);
  });

  it("follows Google's 307 from a sheet's export to its googleusercontent.com file, and no look-alike", async () => {
    const served = (location: string) =>
      (async (input: string | URL | Request) =>
        String(input).startsWith('https://docs.google.com/')
          ? new Response(null, { status: 307, headers: { location } })
          : new Response('a,b\n1,2\n')) as typeof fetch;
    const sheet = 'https://docs.google.com/spreadsheets/d/id/export?format=csv';
    const file = 'https://doc-0s-3c-sheets.googleusercontent.com/export/id';
    assert.equal((await download(sheet, { fetchImpl: served(file) })).toString(), 'a,b\n1,2\n');
    await assert.rejects(
      download(sheet, { fetchImpl: served('https://googleusercontent.com.example.net/export/id') }),
      /another host/,
    );
  });

  it('stops a redirect loop after a few hops', async () => {
    requests.length = 0;
    await assert.rejects(download(at('/loop')), /more than 3 redirects/);
    assert.equal(requests.length, 4);
  });

  it('refuses a redirect from https to plain http, even on the same host', async () => {
    const seen: string[] = [];
    const fetchImpl = (async (input: string | URL | Request) => {
      seen.push(String(input));
      return new Response(null, { status: 302, headers: { location: 'http://data.example.gov/file.csv' } });
    }) as typeof fetch;
    await assert.rejects(download('https://data.example.gov/file.csv', { fetchImpl }), /only https is followed/);
    assert.deepEqual(seen, ['https://data.example.gov/file.csv']);
  });

  it('abandons an endless body at the byte cap and closes the connection', { timeout: 20_000 }, async () => {
    const heapBefore = process.memoryUsage().arrayBuffers;
    await assert.rejects(download(at('/endless'), { maxBytes: CAP }), /larger than 1000000 bytes/);
    // What was held is about the cap, not what the server could send.
    assert.ok(process.memoryUsage().arrayBuffers - heapBefore < 32 * CAP);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(endless.closed, true, 'the server still streams: the connection was not closed');
  });

  it('refuses a body whose declared length is past the cap before reading it', async () => {
    await assert.rejects(download(at('/declared-large'), { maxBytes: CAP }), /larger than 1000000 bytes/);
  });

  it('names the status of a failed answer', async () => {
    await assert.rejects(download(at('/missing.csv')), /HTTP 404/);
  });
});
