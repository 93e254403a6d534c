import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createUser } from '../test/auth-helpers.ts';

/** The policy the web app runs under: only this site's scripts, styles, images, fonts and connections. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('the offline configuration allows nothing from other origins, no inline script and no eval', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/client-config/' });
    expect(directives(response.headers['content-security-policy'] as string)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      // MUI (emotion) injects style elements.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      // MapLibre runs its workers from blobs.
      'worker-src': ["'self'", 'blob:'],
      'connect-src': ["'self'"],
      'font-src': ["'self'", 'data:'],
      'object-src': ["'none'"],
      'frame-ancestors': ["'self'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'script-src-attr': ["'none'"],
    });
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('HSTS and upgrade-insecure-requests only when PUBLIC_URL is https (a plain-http LAN site keeps working)', async () => {
    const http = await t.app.inject({ method: 'GET', url: '/api/client-config/' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    expect(http.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const secure = await createTestApp({ PUBLIC_URL: 'https://registry.example' });
    try {
      const https = await secure.app.inject({ method: 'GET', url: '/api/client-config/' });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(directives(https.headers['content-security-policy'] as string)['upgrade-insecure-requests']).toEqual([]);
    } finally {
      await secure.close();
    }
  });

  it('API answers are never framable by other sites, embed parameter or not', async () => {
    for (const url of [
      '/api/facilities/?embed=1&contributors=1',
      '/api/sectors/?embed=1',
      '/api/facilities/count/?embed=1',
      '/health?embed=1',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect([
        url,
        response.headers['x-frame-options'],
        directives(response.headers['content-security-policy'] as string)['frame-ancestors'],
      ]).toEqual([url, 'SAMEORIGIN', ["'self'"]]);
    }
  });

  it('the session cookie is httpOnly and SameSite=Lax, and Secure when the site is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://registry.example', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    try {
      for (const app of [t, secure]) {
        await createUser(app.database.db, { email: 'cookie@example.com' });
        const login = await app.app.inject({
          method: 'POST',
          url: '/user-login/',
          payload: { email: 'cookie@example.com', password: 'Correct-Horse-9' },
        });
        const cookie = login.cookies.find((c) => c.name === 'registry_session')!;
        expect({
          httpOnly: cookie.httpOnly,
          sameSite: cookie.sameSite,
          secure: cookie.secure ?? false,
          path: cookie.path,
        }).toEqual({
          httpOnly: true,
          sameSite: 'Lax',
          secure: app === secure,
          path: '/',
        });
      }
    } finally {
      await secure.close();
    }
  });
});
