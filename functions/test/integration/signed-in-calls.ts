/** What the account suites share: a signed-in POST (and GET) to the API, and waiting for a trigger's or webhook's work. */
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import type { TestUser } from '@cannabis-reports/test-support/src/users';

export async function post(path: string, user: TestUser, body: unknown = {}) {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A signed-in GET to the API. */
export async function get(path: string, user: TestUser) {
  const response = await fetch(apiUrl(path), { headers: { authorization: `Bearer ${user.idToken}` } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
