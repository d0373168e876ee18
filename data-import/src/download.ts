/**
 * Fetching a publisher's file so that no answer can exhaust the importer: the body is streamed
 * to a file chunk by chunk (memory holds one chunk, whatever the file's size) and abandoned
 * past a byte cap, and redirects are followed by hand, a few at most, only on the configured
 * host (or the one its platform serves files from) and never away from https.
 */
import { open } from 'node:fs/promises';
import { FileFactsCollector, type FileFacts } from './file-facts';

export interface DownloadOptions {
  fetchImpl?: typeof fetch;
  /** The whole download, redirects and body included. */
  timeoutMs?: number;
  /** Larger answers are abandoned: the biggest publication today is under 2 MB. */
  maxBytes?: number;
  /** Publishers move a file once or twice (http to https, a new folder); more is a loop or a detour. */
  maxRedirects?: number;
  /** By configured host, the hosts its platform serves files from (a leading dot: any host under that domain). */
  servedFrom?: Readonly<Record<string, readonly string[]>>;
}

/**
 * Google Sheets answers a sheet's export (`docs.google.com/spreadsheets/d/<id>/export`) with a
 * 307 to the file on a googleusercontent.com host: CDOR publishes its sales report as such a sheet.
 */
export const SERVED_FROM: Readonly<Record<string, readonly string[]>> = {
  'docs.google.com': ['.googleusercontent.com'],
};

const isServedFrom = (host: string, allowed: readonly string[]) =>
  allowed.some((entry) => (entry.startsWith('.') ? host.endsWith(entry) : host === entry));

/**
 * Why a download gave nothing: the message is meant for the ingestion record. `final` when
 * another attempt would meet the same answer (a file over the cap, a redirect the policy
 * refuses), so it is not retried; a server error or a timeout may pass.
 */
export class DownloadRefused extends Error {
  constructor(
    message: string,
    readonly final = false,
  ) {
    super(message);
  }
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Where a redirect may lead: the configured host, or the hosts its platform serves its files
 * from (a publisher's file never legitimately lives elsewhere, and another host could be an
 * internal address), over https, or over the configured URL's own scheme (the settings check
 * allows only https in production; the local tests serve plain http).
 */
function checkRedirectTarget(configured: URL, target: URL, servedFrom: DownloadOptions['servedFrom'] = {}): void {
  const allowed = servedFrom[configured.hostname] ?? [];
  if (target.hostname !== configured.hostname && !isServedFrom(target.hostname, allowed)) {
    throw new DownloadRefused(
      `redirected to another host (${target.host}); only ${configured.hostname} is followed`,
      true,
    );
  }
  if (target.protocol !== 'https:' && target.protocol !== configured.protocol) {
    throw new DownloadRefused(`redirected to ${target.protocol}// ; only https is followed`, true);
  }
}

/** The final answer after at most `maxRedirects` redirects, each checked before it is followed. */
async function followRedirects(
  url: string,
  fetchImpl: typeof fetch,
  signal: AbortSignal,
  maxRedirects: number,
  servedFrom: DownloadOptions['servedFrom'],
): Promise<Response> {
  const configured = new URL(url);
  let current = configured;
  for (let hop = 0; ; hop += 1) {
    const response = await fetchImpl(current, { signal, redirect: 'manual' });
    if (!REDIRECT_STATUSES.has(response.status)) return response;
    await response.body?.cancel();
    if (hop === maxRedirects) throw new DownloadRefused(`more than ${maxRedirects} redirects`, true);
    const location = response.headers.get('location');
    if (!location) throw new DownloadRefused(`HTTP ${response.status} without a Location`);
    const target = new URL(location, current);
    checkRedirectTarget(configured, target, servedFrom);
    current = target;
  }
}

/**
 * The body, written to `file` chunk by chunk as it arrives and described on the way: past
 * `maxBytes` the stream is cancelled (closing the connection) and the download refused.
 */
async function streamCapped(response: Response, file: string, maxBytes: number): Promise<FileFacts> {
  const tooLarge = () => new DownloadRefused(`the file is larger than ${maxBytes} bytes`, true);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const facts = new FileFactsCollector();
  const output = await open(file, 'w');
  try {
    if (!response.body) return facts.facts();
    const reader = response.body.getReader();
    let received = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      facts.add(value);
      await output.write(value);
    }
    return facts.facts();
  } finally {
    await output.close();
  }
}

/** Downloads `url` into `file` (made or replaced); answers the file's size, hash and shape. */
export async function downloadToFile(
  url: string,
  file: string,
  {
    fetchImpl = fetch,
    timeoutMs = 60_000,
    maxBytes = 50_000_000,
    maxRedirects = 3,
    servedFrom = SERVED_FROM,
  }: DownloadOptions = {},
): Promise<FileFacts> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await followRedirects(url, fetchImpl, signal, maxRedirects, servedFrom);
    if (!response.ok) {
      await response.body?.cancel();
      throw new DownloadRefused(`the server answered HTTP ${response.status}`);
    }
    return await streamCapped(response, file, maxBytes);
  } catch (error) {
    if (error instanceof DownloadRefused) throw error;
    throw new DownloadRefused(`fetch failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
