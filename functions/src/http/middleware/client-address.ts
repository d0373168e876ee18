/**
 * The client's address as the platform saw it. Firebase Hosting appends the address of
 * the visitor it accepted the connection from to X-Forwarded-For, and Cloud Run's front
 * end then appends the address that connected to it (Hosting's own): the visitor is the
 * second entry from the right. Anything to the left of it came from the client and can
 * say anything (decision 0028 in docs/decisions).
 */
import { isIP } from 'node:net';
import type { Request } from 'express';

/** Entries the platform appends after the visitor's: Cloud Run's front end adds Hosting's address. */
export const PLATFORM_HOPS = 1;

/**
 * The visitor's address: the X-Forwarded-For entry PLATFORM_HOPS from the right (a
 * shorter header is a direct call, whose first entry the front end wrote), else the socket's.
 */
export function clientAddressOf(forwardedFor: string | undefined, socketAddress: string | undefined): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const candidate = entries[Math.max(0, entries.length - 1 - PLATFORM_HOPS)];
  if (candidate && isIP(candidate)) return candidate;
  return socketAddress || 'unknown';
}

export const clientAddress = (req: Request): string =>
  clientAddressOf(req.get('x-forwarded-for'), req.socket?.remoteAddress);
