import { signReportToken, verifyReportToken } from './report-token';

const SECRET = 'test-secret';
const NOW = 1_800_000_000;
const token = signReportToken({ rid: 'market-overview', sub: 'uid-1', exp: NOW + 60 }, SECRET);

describe('report tokens', () => {
  it('verify for their report until they expire', () => {
    expect(verifyReportToken(token, 'market-overview', SECRET, NOW)).toEqual({
      rid: 'market-overview',
      sub: 'uid-1',
      exp: NOW + 60,
    });
    expect(verifyReportToken(token, 'market-overview', SECRET, NOW + 60)).toBeUndefined();
  });

  it('open no other report', () => {
    expect(verifyReportToken(token, 'washington-retail', SECRET, NOW)).toBeUndefined();
  });

  it('fail with another secret, a changed payload, or a malformed shape', () => {
    expect(verifyReportToken(token, 'market-overview', 'other-secret', NOW)).toBeUndefined();
    const [, mac] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ rid: 'market-overview', sub: 'uid-2', exp: NOW + 60 })).toString('base64url')}.${mac}`;
    expect(verifyReportToken(forged, 'market-overview', SECRET, NOW)).toBeUndefined();
    for (const bad of ['', '.', 'a.b.c', 'not-a-token', `${token}x`]) {
      expect(verifyReportToken(bad, 'market-overview', SECRET, NOW)).toBeUndefined();
    }
  });
});
