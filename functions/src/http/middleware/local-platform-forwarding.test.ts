import type { Request, Response } from 'express';
import { addressRanges } from './address-ranges';
import { clientOf } from './client-address';
import {
  LOCAL_HOSTING_EDGE,
  LOCAL_VISITOR_HEADER,
  emulatePlatformForwarding,
  platformForwardedFor,
} from './local-platform-forwarding';

const localEdge = addressRanges(LOCAL_HOSTING_EDGE);
/** The client the address rule finds in what the local stack delivers. */
const clientOfLocal = (headers: Record<string, string>) =>
  clientOf(platformForwardedFor(headers), undefined, localEdge);

describe('platformForwardedFor', () => {
  it('through the Hosting emulator, appends the visitor and then the edge, after what the client sent', () => {
    expect(platformForwardedFor({ 'x-forwarded-host': '127.0.0.1:5000' })).toBe(`127.0.0.1, ${LOCAL_HOSTING_EDGE}`);
    expect(
      platformForwardedFor({
        'x-forwarded-host': '127.0.0.1:5000',
        'x-forwarded-for': '6.6.6.6, 7.7.7.7',
        [LOCAL_VISITOR_HEADER]: '10.1.2.3',
      }),
    ).toBe(`6.6.6.6, 7.7.7.7, 10.1.2.3, ${LOCAL_HOSTING_EDGE}`);
  });

  it("to the function's own URL, appends only the caller, as Google's front end does", () => {
    expect(platformForwardedFor({ 'x-forwarded-for': '6.6.6.6' })).toBe('6.6.6.6, 127.0.0.1');
    expect(platformForwardedFor({ [LOCAL_VISITOR_HEADER]: '2001:db8::7' })).toBe('2001:db8::7');
  });

  it('takes a visitor header that is not an address as loopback', () => {
    expect(platformForwardedFor({ [LOCAL_VISITOR_HEADER]: '6.6.6.6, 7.7.7.7' })).toBe('127.0.0.1');
  });

  it('leaves the address rule counting the visitor, never a forged entry', () => {
    const forged = { 'x-forwarded-for': `9.9.9.9, ${LOCAL_HOSTING_EDGE}`, [LOCAL_VISITOR_HEADER]: '10.1.2.3' };
    expect(clientOfLocal({ ...forged, 'x-forwarded-host': '127.0.0.1:5000' })).toEqual({
      address: '10.1.2.3',
      via: 'hosting',
    });
    expect(clientOfLocal(forged)).toEqual({ address: '10.1.2.3', via: 'direct' });
  });
});

describe('emulatePlatformForwarding', () => {
  it('rewrites the header and drops the visitor header, so nothing after it reads that', () => {
    const req = { headers: { 'x-forwarded-for': '6.6.6.6', [LOCAL_VISITOR_HEADER]: '10.1.2.3' } } as unknown as Request;
    const next = jest.fn();
    emulatePlatformForwarding(req, {} as Response, next);
    expect(req.headers).toEqual({ 'x-forwarded-for': '6.6.6.6, 10.1.2.3' });
    expect(next).toHaveBeenCalledWith();
  });
});
