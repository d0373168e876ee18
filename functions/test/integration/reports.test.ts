/** `GET /api/powerbi/report/embedToken` through Hosting, on the local default (built-in) provider. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import { createTestUser, setUserFields, waitForUserRecord } from '@cannabis-reports/test-support/src/users';
import { verifyReportToken } from '../../src/reports/report-token';

/** The emulated functions' signing secret, from the local settings they read. */
function localReportTokenSecret(): string {
  const text = readFileSync(path.join(__dirname, '..', '..', '.secret.local'), 'utf8');
  return /^REPORT_TOKEN_SECRET=(.*)$/m.exec(text)?.[1] ?? '';
}

const embedToken = (idToken?: string) =>
  fetch(apiUrl('/powerbi/report/embedToken'), { headers: idToken ? { authorization: `Bearer ${idToken}` } : {} });

describe('the embed token on the built-in provider', () => {
  it('is refused without sign-in (401) and to unpaid users (403)', async () => {
    const user = await createTestUser();
    await waitForUserRecord(user.uid);
    const refusal = async (idToken?: string) => {
      const response = await embedToken(idToken);
      return { status: response.status, code: ((await response.json()) as { code?: string }).code };
    };
    expect(await refusal()).toEqual({ status: 401, code: 'unauthenticated' });
    expect(await refusal('not-a-token')).toEqual({ status: 401, code: 'session_invalid' });
    expect(await refusal(user.idToken)).toEqual({ status: 403, code: 'not_paid' });
  });

  it('gives a paid user a short-lived token scoped to the report and to them', async () => {
    const user = await createTestUser();
    await waitForUserRecord(user.uid);
    await setUserFields(user.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
    const response = await embedToken(user.idToken);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as {
      embedToken: string;
      embedUrl: string;
      reportId: string;
      expiresAt: string;
      viewer: string;
    };
    expect(body).toMatchObject({
      reportId: 'markets',
      embedUrl: '/api/reports/markets',
      viewer: 'builtin',
    });
    const lifetime = Date.parse(body.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(50 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);
    expect(verifyReportToken(body.embedToken, 'markets', localReportTokenSecret())).toMatchObject({
      sub: user.uid,
    });
    expect(verifyReportToken(body.embedToken, 'washington-retail', localReportTokenSecret())).toBeUndefined();
  });
});
