import { APP_URL } from '@cannabis-reports/test-support/src/emulators';

describe('Hosting', () => {
  it('serves the app with SPA fallback on every route', async () => {
    for (const route of ['/', '/register', '/profile', '/reports', '/some/unknown/page']) {
      const response = await fetch(`${APP_URL}${route}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root"></div>');
    }
  });

  it('sends a Content-Security-Policy that allows only what the product loads', async () => {
    const response = await fetch(`${APP_URL}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('connect-src')).toBe(
      // The local copy of firebase.json adds the Auth emulator; production has only these.
      "connect-src http://127.0.0.1:9099 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
    );
    expect(directive('frame-src')).toBe("frame-src 'self' https://app.powerbi.com");
    expect(directive('img-src')).toBe("img-src 'self' data:");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('sends HSTS, nosniff and a referrer policy', async () => {
    const response = await fetch(`${APP_URL}/`);
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('publishes no source maps: the bundles name none, and the maps are not served', async () => {
    const html = await (await fetch(`${APP_URL}/`)).text();
    const script = /<script type="module" crossorigin src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const bundle = await (await fetch(`${APP_URL}${script}`)).text();
    expect(bundle).not.toContain('sourceMappingURL');
    const map = await (await fetch(`${APP_URL}${script}.map`)).text();
    expect(map.includes('"mappings"')).toBe(false);
  });

  it("lets the demo frame's opaque origin load the built files: modules and styles are fetched with CORS", async () => {
    const html = await (await fetch(`${APP_URL}/embed/demo`)).text();
    const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const response = await fetch(`${APP_URL}${file}`, { headers: { origin: 'null' } });
      expect({ file, allowed: response.headers.get('access-control-allow-origin') }).toEqual({ file, allowed: '*' });
    }
    // The pages themselves are not readable by other origins.
    expect(
      (await fetch(`${APP_URL}/embed/demo`, { headers: { origin: 'null' } })).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
  });
});
