import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS } from '../../test/auth-helpers.ts';

let offline: TestApp;
let styled: TestApp;
beforeAll(async () => {
  [offline, styled] = await Promise.all([
    createTestApp(),
    createTestApp({ MAP_STYLE_URL: 'https://tiles.example.org/styles/streets/style.json' }),
  ]);
});
afterAll(() => Promise.all([offline?.close(), styled?.close()]));

describe('GET /api/client-config/', () => {
  it('answers null for the map style when MAP_STYLE_URL is not set (offline base map)', async () => {
    const response = await offline.app.inject({ method: 'GET', url: '/api/client-config/', headers: CLIENT_HEADERS });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ map_style_url: null, basemap_url: null, analytics_script_url: null });
  });

  it('answers the configured map style URL to anonymous visitors', async () => {
    const response = await styled.app.inject({ method: 'GET', url: '/api/client-config/', headers: CLIENT_HEADERS });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      map_style_url: 'https://tiles.example.org/styles/streets/style.json',
      basemap_url: null,
      analytics_script_url: null,
    });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it("lets the browser load the style's origin (Content-Security-Policy), and only then", async () => {
    const styledCsp = (await styled.app.inject({ method: 'GET', url: '/health' })).headers[
      'content-security-policy'
    ] as string;
    expect(styledCsp).toMatch(/connect-src 'self'[^;]* https:\/\/tiles\.example\.org/);
    expect(styledCsp).toMatch(/img-src 'self' data: blob: https:\/\/tiles\.example\.org/);
    const offlineCsp = (await offline.app.inject({ method: 'GET', url: '/health' })).headers[
      'content-security-policy'
    ] as string;
    expect(offlineCsp).not.toContain('tiles.example.org');
  });

  it('refuses a MAP_STYLE_URL that is not an http(s) URL at start-up', () => {
    expect(() => loadConfig({ MAP_STYLE_URL: 'styles/streets.json' })).toThrow(ConfigError);
    expect(() => loadConfig({ MAP_STYLE_URL: 'ftp://example.org/style.json' })).toThrow(
      /MAP_STYLE_URL: must be a URL starting with http:\/\/ or https:\/\//,
    );
  });
});
