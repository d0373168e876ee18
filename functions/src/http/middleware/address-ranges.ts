/** Lists of addresses, as X-Forwarded-For and the HOSTING_EDGE_RANGES setting write them. */
import { BlockList, isIP } from 'node:net';

/** The comma-separated entries of a header or setting, trimmed, empty ones dropped. */
export const entriesOf = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Addresses and CIDR ranges, comma-separated ("192.0.2.0/24, 2001:db8::/32"), as a lookup. */
export function addressRanges(list: string): BlockList {
  const ranges = new BlockList();
  for (const entry of entriesOf(list)) {
    const [, address, prefix] = /^([^/]+)(?:\/(\d{1,3}))?$/.exec(entry) ?? [];
    const family = address ? isIP(address) : 0;
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (!family || (prefix !== undefined && Number(prefix) > (family === 6 ? 128 : 32))) {
      throw new Error(`HOSTING_EDGE_RANGES: "${entry}" is not an address or a CIDR range`);
    }
    if (prefix === undefined) ranges.addAddress(address, type);
    else ranges.addSubnet(address, Number(prefix), type);
  }
  return ranges;
}
