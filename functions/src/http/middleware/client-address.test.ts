import { clientAddressOf } from './client-address';

describe('clientAddressOf', () => {
  it('takes the address Hosting appended, not what the client put first', () => {
    expect(clientAddressOf('198.51.100.7, 203.0.113.9', '10.0.0.1')).toBe('198.51.100.7');
    expect(clientAddressOf('1.2.3.4, 198.51.100.7, 203.0.113.9', '10.0.0.1')).toBe('198.51.100.7');
    expect(clientAddressOf('6.6.6.6, 7.7.7.7, 198.51.100.7, 203.0.113.9', undefined)).toBe('198.51.100.7');
  });

  it('takes the only entry of a direct call, and IPv6 addresses', () => {
    expect(clientAddressOf('198.51.100.7', undefined)).toBe('198.51.100.7');
    expect(clientAddressOf('2001:db8::1, 203.0.113.9', undefined)).toBe('2001:db8::1');
  });

  it('falls back to the socket when the header is missing or its entry is not an address', () => {
    expect(clientAddressOf(undefined, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddressOf('not-an-ip, 203.0.113.9', '127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddressOf('', undefined)).toBe('unknown');
  });
});
