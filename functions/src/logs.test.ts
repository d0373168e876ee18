import * as logger from 'firebase-functions/logger';
import {
  emailHash,
  loggablePath,
  reconciliationFailed,
  unexpectedError,
  upstreamError,
  verificationMailFailed,
  webhookEventFailed,
  withoutEmails,
} from './logs';

jest.mock('firebase-functions/logger');

beforeEach(() => jest.clearAllMocks());

describe('loggablePath', () => {
  it('replaces an address in a path with its hash', () => {
    const path = loggablePath('/api/users/by-email/Someone%40Example.com');
    expect(path).toBe(`/api/users/by-email/${emailHash('someone@example.com')}`);
    expect(path).not.toMatch(/someone|example/i);
  });

  it('leaves other paths as they came, and finds encoded addresses in undecodable ones', () => {
    expect(loggablePath('/api/users/abc123')).toBe('/api/users/abc123');
    expect(loggablePath('/api/users/a%2Fb')).toBe('/api/users/a%2Fb');
    expect(loggablePath('/api/users/by-email/%zz')).toBe('/api/users/by-email/%zz');
    expect(loggablePath('/api/x/%zz/bob%40example.com')).toBe(`/api/x/%zz/${emailHash('bob@example.com')}`);
  });

  it('takes linear time on a long hostile path', () => {
    // Linear takes about 20 ms here; a naive e-mail pattern (quadratic) takes about 2 s,
    // so a 1 s bound sits far from both.
    const started = Date.now();
    loggablePath(`/api/${'a'.repeat(64_000)}@`);
    loggablePath(`/api/${'a.'.repeat(32_000)}@b`);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('withoutEmails', () => {
  it('replaces every address in a text with its hash', () => {
    expect(
      withoutEmails('550 5.1.1 <Bob.Smith+x@mail.example.co.uk>: Recipient address rejected; cc ann@example.com'),
    ).toBe(
      `550 5.1.1 <${emailHash('bob.smith+x@mail.example.co.uk')}>: Recipient address rejected; cc ${emailHash('ann@example.com')}`,
    );
    expect(withoutEmails('Connection timeout')).toBe('Connection timeout');
  });
});

describe('log events never carry an e-mail address', () => {
  const smtpRefusal = () =>
    Object.assign(new Error("Can't send mail - all recipients were rejected: 550 <reader@example.com>: no such user"), {
      code: 'EENVELOPE',
    });

  it.each([
    ['verificationMailFailed', () => verificationMailFailed('uid-1', smtpRefusal())],
    [
      'unexpectedError',
      () => unexpectedError(smtpRefusal(), { method: 'POST', path: '/api/users/reader%40example.com' }),
    ],
    ['upstreamError', () => upstreamError('stripe', { message: 'No such customer for reader@example.com' })],
    ['webhookEventFailed', () => webhookEventFailed('evt_1', 'invoice.payment_failed', smtpRefusal())],
    ['reconciliationFailed', () => reconciliationFailed('uid-1', smtpRefusal())],
  ])('%s', (_name, log) => {
    log();
    const written = JSON.stringify([...jest.mocked(logger.error).mock.calls, ...jest.mocked(logger.warn).mock.calls]);
    expect(written).not.toBe('[]');
    expect(written).not.toContain('reader@example.com');
    expect(written).toContain(emailHash('reader@example.com'));
  });
});
