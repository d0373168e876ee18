import { addressRanges } from './address-ranges';

describe('addressRanges', () => {
  it('reads addresses and CIDR ranges of both families', () => {
    const ranges = addressRanges(' 192.0.2.1 ,198.51.100.0/24,2001:db8::/32 ');
    expect(ranges.check('192.0.2.1', 'ipv4')).toBe(true);
    expect(ranges.check('192.0.2.2', 'ipv4')).toBe(false);
    expect(ranges.check('198.51.100.200', 'ipv4')).toBe(true);
    expect(ranges.check('2001:db8:1::5', 'ipv6')).toBe(true);
  });

  it('refuses what is not an address or a range, naming the setting', () => {
    for (const list of [
      'edge.example.com',
      '192.0.2.0/33',
      '192.0.2.0/24/1',
      '2001:db8::/129',
      '192.0.2.0/x',
      '192.0.2.0/',
    ]) {
      expect(() => addressRanges(list)).toThrow(/HOSTING_EDGE_RANGES/);
    }
  });
});
