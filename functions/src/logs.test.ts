import { emailHash, loggablePath } from './logs';

describe('loggablePath', () => {
  it('replaces the address of a by-email lookup with its hash', () => {
    const path = loggablePath('/api/users/by-email/Someone%40Example.com');
    expect(path).toBe(`/api/users/by-email/${emailHash('someone@example.com')}`);
    expect(path).not.toMatch(/someone|example/i);
  });

  it('leaves other paths alone, and hashes undecodable ones as they came', () => {
    expect(loggablePath('/api/users/abc123')).toBe('/api/users/abc123');
    expect(loggablePath('/api/users/by-email/%zz')).toMatch(/^\/api\/users\/by-email\/sha256:[0-9a-f]{16}$/);
  });
});
