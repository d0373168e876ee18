/**
 * The local stack's stand-in for what the platform appends to X-Forwarded-For (decision
 * 0071 in docs/decisions). Locally nothing appends: the Hosting emulator copies the
 * visitor's header as it came, and the Functions emulator hands the request to the function
 * over a socket that carries no address. So, in the emulator only, this appends what Hosting's
 * edge and Google's front end append in production, and the address rule (client-address.ts)
 * runs as deployed:
 *   through the Hosting emulator (it sets X-Forwarded-Host):  <client's entries>, visitor, LOCAL_HOSTING_EDGE
 *   to the function's own URL:                                <client's entries>, visitor
 * The visitor is the address the caller connects from: on one machine every caller is
 * 127.0.0.1, so a test that plays several visitors names its address in LOCAL_VISITOR_HEADER,
 * as a test on a real network would bind another source address. Nothing deployed reads it.
 */
import { isIP } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';

/** Hosting's edge on the local stack: a documentation address (TEST-NET-1), which no real caller has. */
export const LOCAL_HOSTING_EDGE = '192.0.2.1';
/** Locally only: the address a caller connects from, when a test plays another visitor than 127.0.0.1. */
export const LOCAL_VISITOR_HEADER = 'x-local-visitor-address';
const LOOPBACK = '127.0.0.1';

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/** X-Forwarded-For as the platform would deliver this request. */
export function platformForwardedFor(headers: IncomingHttpHeaders): string {
  const declared = single(headers[LOCAL_VISITOR_HEADER])?.trim();
  const visitor = declared && isIP(declared) ? declared : LOOPBACK;
  const appended = headers['x-forwarded-host'] ? [visitor, LOCAL_HOSTING_EDGE] : [visitor];
  return [single(headers['x-forwarded-for']), ...appended].filter(Boolean).join(', ');
}

export const emulatePlatformForwarding: RequestHandler = (req, _res, next) => {
  req.headers['x-forwarded-for'] = platformForwardedFor(req.headers);
  delete req.headers[LOCAL_VISITOR_HEADER];
  next();
};
