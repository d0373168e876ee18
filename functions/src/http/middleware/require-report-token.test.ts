import type { NextFunction, Request, Response } from 'express';
import { reportTokenSecret } from '../../config';
import { signReportToken } from '../../reports/report-token';
import { reportReaderOf, requireReportToken } from './require-report-token';

jest.mock('../../config', () => ({
  ...jest.requireActual('../../config'),
  reportTokenSecret: { value: jest.fn() },
}));

const SECRET = 'a-report-token-secret-for-this-test-only';
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

const request = (reportId: string, authorization?: string) =>
  ({
    params: { reportId },
    get: (name: string) => (name.toLowerCase() === 'authorization' ? authorization : undefined),
  }) as unknown as Request;

/** 'next' when the request passes, else the code of the error it was refused with. */
function outcome(req: Request): string {
  try {
    requireReportToken(req, {} as Response, (() => undefined) as NextFunction);
    return 'next';
  } catch (error) {
    return (error as { code: string }).code;
  }
}

beforeEach(() => jest.mocked(reportTokenSecret.value).mockReturnValue(SECRET));

describe('requireReportToken', () => {
  it("lets its report's token through and remembers the reader", () => {
    const token = signReportToken({ rid: 'prices', sub: 'uid-1', exp: inAnHour() }, SECRET);
    const req = request('prices', `Bearer ${token}`);
    expect(outcome(req)).toBe('next');
    expect(reportReaderOf(req)).toEqual(expect.objectContaining({ rid: 'prices', sub: 'uid-1' }));
  });

  it("refuses another report's token, a forged one, a missing or malformed header", () => {
    const token = signReportToken({ rid: 'prices', sub: 'uid-1', exp: inAnHour() }, SECRET);
    const forged = signReportToken({ rid: 'prices', sub: 'uid-1', exp: inAnHour() }, 'another-secret');
    for (const req of [
      request('per-capita', `Bearer ${token}`),
      request('prices', `Bearer ${forged}`),
      request('prices'),
      request('prices', token),
      request('prices', `Bearer ${token} extra`),
    ]) {
      expect(outcome(req)).toBe('report_token_invalid');
      expect(() => reportReaderOf(req)).toThrow();
    }
  });

  it('refuses an expired token', () => {
    const token = signReportToken({ rid: 'prices', sub: 'uid-1', exp: Math.floor(Date.now() / 1000) - 1 }, SECRET);
    expect(outcome(request('prices', `Bearer ${token}`))).toBe('report_token_invalid');
  });
});
