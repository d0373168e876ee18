import { addressRanges } from './address-ranges';
import { clientOf } from './client-address';

/** Hosting's edge in these tests: a documentation range and a documentation IPv6 address. */
const edges = addressRanges('203.0.113.0/24, 2001:db8::e');

describe('clientOf', () => {
  it('behind Hosting, takes the visitor its edge appended, whatever the client put in front', () => {
    expect(clientOf('198.51.100.7, 203.0.113.9', '169.254.1.1', edges)).toEqual({
      address: '198.51.100.7',
      via: 'hosting',
    });
    expect(clientOf('1.2.3.4, 198.51.100.7, 203.0.113.9', undefined, edges).address).toBe('198.51.100.7');
    expect(clientOf('6.6.6.6, 7.7.7.7, 198.51.100.7, 203.0.113.9', undefined, edges).address).toBe('198.51.100.7');
    expect(clientOf('2001:db8::1, 2001:db8::e', undefined, edges)).toEqual({ address: '2001:db8::1', via: 'hosting' });
  });

  it('counts a caller of the function URL as the address the front end appended, forged entries or not', () => {
    expect(clientOf('198.51.100.7', undefined, edges)).toEqual({ address: '198.51.100.7', via: 'direct' });
    // A forged "visitor, edge-looking" pair in front changes nothing: the last entry is the caller's.
    expect(clientOf('10.9.9.9, 203.0.113.9, 198.51.100.7', undefined, edges)).toEqual({
      address: '198.51.100.7',
      via: 'direct',
    });
    expect(clientOf('10.9.9.9, 198.51.100.7', undefined, edges).address).toBe('198.51.100.7');
  });

  it('with no edge set, counts every request as its last entry', () => {
    expect(clientOf('198.51.100.7, 203.0.113.9', undefined, addressRanges(''))).toEqual({
      address: '203.0.113.9',
      via: 'direct',
    });
  });

  it('an edge address with nothing valid before it is a direct call from that address', () => {
    expect(clientOf('203.0.113.9', undefined, edges)).toEqual({ address: '203.0.113.9', via: 'direct' });
    expect(clientOf('not-an-ip, 203.0.113.9', undefined, edges)).toEqual({ address: '203.0.113.9', via: 'direct' });
  });

  it('falls back to the socket when the header is missing or its last entry is not an address', () => {
    expect(clientOf(undefined, '127.0.0.1', edges)).toEqual({ address: '127.0.0.1', via: 'direct' });
    expect(clientOf('198.51.100.7, not-an-ip', '127.0.0.1', edges).address).toBe('127.0.0.1');
    expect(clientOf('', undefined, edges).address).toBe('unknown');
  });
});
