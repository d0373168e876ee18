import { apiUrl } from '@cannabis-reports/test-support/src/emulators';

/**
 * Through Hosting to the emulated `api` function, whose runtime reads and parses every body
 * before the app runs: the app's limit must still hold there.
 */
describe('body limit of the api function', () => {
  it.each([20 * 1024, 1024 * 1024])('refuses a %i-byte body with 413 before the route runs', async (bytes) => {
    const response = await fetch(apiUrl('/users/lookup'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${'x'.repeat(bytes)}@example.com` }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Request body is too large', code: 'body_too_large' });
  });

  it('lets a small body through to the route', async () => {
    const response = await fetch(apiUrl('/users/lookup'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.com' }),
    });
    expect(response.status).toBe(401);
  });
});
