/**
 * Who a request comes from, as the platform saw it (decision 0070 in docs/decisions).
 *
 * Google's front end appends the address that connected to it to X-Forwarded-For, so the
 * last entry is the only one no caller can write. Through Firebase Hosting that address is
 * Hosting's edge, and the entry before it is the visitor the edge accepted, which the edge
 * appended. A call to the function's own URL has only the front end's entry: the caller.
 * Everything further left came from the client and can say anything.
 *
 * No header can tell the two paths apart (a direct caller can send any header Hosting
 * sets), so the last entry decides: an address of Hosting's edge (HOSTING_EDGE_RANGES)
 * means the entry before it is the visitor; any other address is a direct caller, counted
 * as itself and apart from Hosting's visitors.
 *
 * A deployed API whose edge is not set yet cannot tell a visitor from the edge that carried
 * it: the last entry is the edge, shared by everyone behind it, so the client is `unknown`
 * and no per-address limit counts it (decision 0138).
 */
import { type BlockList, isIP } from 'node:net';
import type { Request } from 'express';
import { hostingEdgeRanges } from '../../config';
import { addressRanges, entriesOf } from './address-ranges';
import { runsInEmulator } from '../../settings-check';
import { LOCAL_HOSTING_EDGE } from './local-platform-forwarding';

export interface Client {
  address: string;
  /**
   * `hosting`: the visitor Hosting's edge appended; `direct`: the caller of the function's own URL;
   * `unknown`: deployed with HOSTING_EDGE_RANGES unset, the last entry, which may be the edge.
   */
  via: 'hosting' | 'direct' | 'unknown';
}

const within = (ranges: BlockList, address: string) => ranges.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** The client of a request whose X-Forwarded-For is `forwardedFor`, Hosting's edge being `edges`. */
export function clientOf(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  edges: BlockList,
): Client {
  const entries = entriesOf(forwardedFor);
  const peer = entries.at(-1);
  if (!peer || !isIP(peer)) return { address: socketAddress || 'unknown', via: 'direct' };
  const visitor = entries.at(-2);
  if (visitor && isIP(visitor) && within(edges, peer)) return { address: visitor, via: 'hosting' };
  return { address: peer, via: 'direct' };
}

let parsed: { list: string; edges: BlockList } | undefined;

/** Hosting's edge: the deployed setting, and locally the edge the local stack plays (local-platform-forwarding.ts). */
function hostingEdges(): BlockList {
  const list = [hostingEdgeRanges.value(), runsInEmulator() ? LOCAL_HOSTING_EDGE : ''].filter(Boolean).join(',');
  if (parsed?.list !== list) parsed = { list, edges: addressRanges(list) };
  return parsed.edges;
}

/** Whether a deployed API runs without Hosting's edge: every visitor may arrive as the edge's address. */
export const edgeUnset = () => !runsInEmulator() && entriesOf(hostingEdgeRanges.value()).length === 0;

export function clientOfRequest(req: Request): Client {
  const client = clientOf(req.get('x-forwarded-for'), req.socket?.remoteAddress, hostingEdges());
  return edgeUnset() ? { address: client.address, via: 'unknown' } : client;
}

/** The client's address, for logs. */
export const clientAddress = (req: Request): string => clientOfRequest(req).address;
