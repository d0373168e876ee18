/** A deployed instance (no FUNCTIONS_EMULATOR) with an unsafe setting refuses every request. */
import type { Response } from 'express';
import { productionSettings } from './testing/production-settings';

/** The settings as environment variables, where Firebase params read them. */
const PRODUCTION_ENV = Object.fromEntries(
  Object.entries(productionSettings()).map(([name, value]) => [name, String(value)]),
);

function fakeResponse() {
  const sent: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    set(name: string, value: string) {
      sent.headers[name.toLowerCase()] = value;
      return res;
    },
    json(body: unknown) {
      sent.body = body;
      return res;
    },
  };
  return { res: res as unknown as Response, sent };
}

function guardWith(env: Record<string, string>) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  delete process.env.FUNCTIONS_EMULATOR;
  let guard: typeof import('./serve-guard') | undefined;
  jest.isolateModules(() => {
    guard = jest.requireActual<typeof import('./serve-guard')>('./serve-guard');
  });
  return {
    guard: guard!,
    restore: () => {
      process.env = saved;
    },
  };
}

it('serves with production settings', () => {
  const { guard, restore } = guardWith(PRODUCTION_ENV);
  try {
    const { res, sent } = fakeResponse();
    expect(guard.refusedForSettings('api', res, guard.apiSettings)).toBe(false);
    expect(sent.status).toBeUndefined();
  } finally {
    restore();
  }
});

it('refuses with 503 and logs the setting at fault (never its value) when the example secret is deployed', () => {
  const example = 'local-report-token-secret-not-for-production-0123456789';
  // Before the logger loads: it keeps the console methods it finds.
  const logged = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { guard, restore } = guardWith({ ...PRODUCTION_ENV, REPORT_TOKEN_SECRET: example });
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      const { res, sent } = fakeResponse();
      expect(guard.refusedForSettings('api', res, guard.apiSettings)).toBe(true);
      expect(sent).toEqual({
        status: 503,
        body: expect.objectContaining({ code: 'misconfigured' }),
        // No cache may keep the refusal and serve it after the settings are fixed.
        headers: { 'cache-control': 'no-store' },
      });
    }
    const output = [...logged.mock.calls, ...printed.mock.calls].map((call) => String(call[0])).join('\n');
    expect(output).toContain('REPORT_TOKEN_SECRET');
    expect(output).not.toContain(example);
    expect(output.match(/Refusing to serve api/g)).toHaveLength(1);
  } finally {
    logged.mockRestore();
    printed.mockRestore();
    restore();
  }
});
