/**
 * createStripeEmulator: the HTTP server with its Stripe API (/v1), hosted checkout pages
 * (/checkout) and test controls (/_emulator), listening on loopback only. Tests start one
 * in-process on port 0; src/main.ts starts one from the environment.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApi } from './api';
import { handleControl } from './controls';
import { Emulator, type EmulatorOptions } from './emulator';
import { sendJson } from './http-io';
import { handleCheckoutPage } from './hosted-checkout';
import { handlePortalPage } from './hosted-portal';
import { handleInvoicePage } from './hosted-invoice';
import type { EmulatorState } from './state';
import { advanceAccountClock, processDue } from './due-work';
import type { Delivery } from './webhooks';

export const HOST = '127.0.0.1';

export interface StripeEmulator {
  server: Server;
  state: EmulatorState;
  /** The core (clock, idempotency, webhooks), for tests that need more than `state`. */
  emulator: Emulator;
  /** Resolves with the port actually bound (useful with port 0). */
  listen(port: number): Promise<number>;
  close(): Promise<void>;
  /** Resolves once every event so far has been delivered or given up on. */
  deliveriesSettled(): Promise<void>;
  deliveries: Delivery[];
  /** Same as POST /_emulator/advance { seconds }: the account's clock, not the test clocks. */
  advance(seconds: number): number;
  reset(): void;
}

async function route(core: Emulator, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', `http://${HOST}`);
  // Real time passes on the account's clock: what fell due since the last request happens first.
  // Test clocks stand still until advanced.
  processDue(core, core.accountClock);
  if (url.pathname === '/v1' || url.pathname.startsWith('/v1/')) return handleApi(core, req, res, url);
  // A hosted page runs on the clock of the customer its object (session, portal, invoice) is for.
  const pageObject = /^\/(?:checkout|portal|invoice)\/([^/]+)/.exec(url.pathname)?.[1];
  const handled = await core.onClockOf(pageObject && core.state.customerOf(pageObject), async () => {
    if (await handleCheckoutPage(core, req, res, url)) return true;
    if (await handlePortalPage(core, req, res, url)) return true;
    return handleInvoicePage(core, req, res, url);
  });
  if (handled) return;
  if (await handleControl(core, req, res, url)) return;
  sendJson(res, 404, {
    error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` },
  });
}

export function createStripeEmulator(options: EmulatorOptions = {}): StripeEmulator {
  const core = new Emulator(options);
  const server = createServer((req, res) => {
    route(core, req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent)
        sendJson(res, 500, { error: { type: 'api_error', message: 'The emulator failed to handle this request.' } });
      else res.end();
    });
  });

  return {
    server,
    state: core.state,
    emulator: core,
    deliveries: core.webhooks.deliveries,
    listen: (port) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, HOST, () => {
          server.off('error', reject);
          const bound = (server.address() as AddressInfo).port;
          core.publicUrl ||= `http://${HOST}:${bound}`;
          resolve(bound);
        });
      }),
    close: () =>
      new Promise((resolve) => {
        core.webhooks.cancelAll();
        server.close(() => resolve());
        // The SDK keeps connections alive; without this, close would wait for them to idle out.
        server.closeAllConnections();
      }),
    deliveriesSettled: () => core.webhooks.settled(),
    advance: (seconds) => advanceAccountClock(core, seconds),
    reset: () => core.reset(),
  };
}
