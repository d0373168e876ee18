/**
 * How the framed built-in demo report gets its token. The frame is sandboxed without
 * allow-same-origin, so its origin is opaque: it cannot read the app's sign-in (IndexedDB)
 * nor call the API as the user. It asks /demo, which is signed in, and /demo answers with the
 * demo's embed configuration (decision 0047 in docs/decisions). The token opens only the public demo report,
 * for an hour; the frame then reads the report data API itself (which allows it by CORS).
 */
import type { EmbedConfig } from '@cannabis-reports/contracts';

const REQUEST = 'cannabis-reports:demo-config-request';
const ANSWER = 'cannabis-reports:demo-config';

/** In the parent: answers the frame's requests with a fresh configuration; returns the cleanup. */
export function answerDemoConfigRequests(
  frame: () => HTMLIFrameElement | null,
  fetchConfig: () => Promise<EmbedConfig>,
): () => void {
  const onMessage = (event: MessageEvent) => {
    const target = frame()?.contentWindow;
    // Only the sandboxed frame itself: its origin is opaque, so it is named by its window.
    if (!target || event.source !== target || event.origin !== 'null') return;
    if ((event.data as { type?: unknown } | null)?.type !== REQUEST) return;
    // An opaque origin cannot be named as the target: the window is the check.
    fetchConfig().then(
      (config) => target.postMessage({ type: ANSWER, config }, '*'),
      (error: unknown) => {
        console.warn('Could not fetch the demo report token', error);
        target.postMessage({ type: ANSWER, failed: true }, '*');
      },
    );
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}

function isEmbedConfig(value: unknown): value is EmbedConfig {
  const config = value as Partial<EmbedConfig> | null;
  return (
    typeof config?.embedToken === 'string' &&
    typeof config.expiresAt === 'string' &&
    typeof config.reportId === 'string' &&
    // The report data API on this site, never an address elsewhere.
    typeof config.embedUrl === 'string' &&
    /^\/api\/reports\/[\w-]+$/.test(config.embedUrl)
  );
}

/** In the frame: asks the parent (this site's page) for the configuration; settles with its answer. */
export function requestDemoConfig(signal?: AbortSignal): Promise<EmbedConfig> {
  return new Promise((resolve, reject) => {
    const done = () => {
      window.removeEventListener('message', onMessage);
      signal?.removeEventListener('abort', onAbort);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown; config?: unknown; failed?: unknown } | null;
      if (data?.type !== ANSWER) return;
      if (data.failed === true) {
        done();
        reject(new Error('The demo page could not fetch the report token'));
      } else if (isEmbedConfig(data.config)) {
        done();
        resolve(data.config);
      }
    };
    const onAbort = () => {
      done();
      reject(signal?.reason);
    };
    if (signal?.aborted) return reject(signal.reason);
    window.addEventListener('message', onMessage);
    signal?.addEventListener('abort', onAbort);
    window.parent.postMessage({ type: REQUEST }, window.location.origin);
  });
}
