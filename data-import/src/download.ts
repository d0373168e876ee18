/**
 * Fetching a publisher's file so that no answer can exhaust the importer: the body is read as
 * a stream and abandoned past a byte cap, and redirects are followed by hand, a few at most,
 * only on the configured host and never away from https.
 */

export interface DownloadOptions {
  fetchImpl?: typeof fetch;
  /** The whole download, redirects and body included. */
  timeoutMs?: number;
  /** Larger answers are abandoned: the biggest publication today is under 2 MB. */
  maxBytes?: number;
  /** Publishers move a file once or twice (http to https, a new folder); more is a loop or a detour. */
  maxRedirects?: number;
}

/** Why a download gave nothing: the message is meant for the ingestion record. */
export class DownloadRefused extends Error {}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Where a redirect may lead: the configured host only (a publisher's file never legitimately
 * lives elsewhere, and another host could be an internal address), over https, or over the
 * configured URL's own scheme (the settings check allows only https in production; the
 * local tests serve plain http).
 */
function checkRedirectTarget(configured: URL, target: URL): void {
  if (target.hostname !== configured.hostname) {
    throw new DownloadRefused(`redirected to another host (${target.host}); only ${configured.hostname} is followed`);
  }
  if (target.protocol !== 'https:' && target.protocol !== configured.protocol) {
    throw new DownloadRefused(`redirected to ${target.protocol}// ; only https is followed`);
  }
}

/** The final answer after at most `maxRedirects` redirects, each checked before it is followed. */
async function followRedirects(
  url: string,
  fetchImpl: typeof fetch,
  signal: AbortSignal,
  maxRedirects: number,
): Promise<Response> {
  const configured = new URL(url);
  let current = configured;
  for (let hop = 0; ; hop += 1) {
    const response = await fetchImpl(current, { signal, redirect: 'manual' });
    if (!REDIRECT_STATUSES.has(response.status)) return response;
    await response.body?.cancel();
    if (hop === maxRedirects) throw new DownloadRefused(`more than ${maxRedirects} redirects`);
    const location = response.headers.get('location');
    if (!location) throw new DownloadRefused(`HTTP ${response.status} without a Location`);
    const target = new URL(location, current);
    checkRedirectTarget(configured, target);
    current = target;
  }
}

/** The body, read chunk by chunk: past `maxBytes` the stream is cancelled (closing the connection). */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new DownloadRefused(`the file is larger than ${maxBytes} bytes`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, received);
}

export async function download(
  url: string,
  { fetchImpl = fetch, timeoutMs = 60_000, maxBytes = 50_000_000, maxRedirects = 3 }: DownloadOptions = {},
): Promise<Buffer> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await followRedirects(url, fetchImpl, signal, maxRedirects);
    if (!response.ok) {
      await response.body?.cancel();
      throw new DownloadRefused(`the server answered HTTP ${response.status}`);
    }
    return await readCapped(response, maxBytes);
  } catch (error) {
    if (error instanceof DownloadRefused) throw error;
    throw new DownloadRefused(`fetch failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
