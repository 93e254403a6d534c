import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let withService: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  withService = await createTestApp({
    STATIC_MAP_URL:
      'https://maps.example.com/static?center={lat},{lng}&zoom={zoom}&size={width}x{height}&key=public-key',
  });
});
afterAll(async () => {
  await t.close();
  await withService.close();
});

const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });
/** The land path's drawing commands. */
const landOf = (svg: string) => /<path fill="#f4f2ee"[^>]* d="([^"]*)"/.exec(svg)![1]!;

describe('GET /api/static-map/', () => {
  it('draws the countries around a point with a marker in the middle, as a cacheable SVG', async () => {
    const response = await get(t, '/api/static-map/?lat=23.81&lng=90.41&zoom=5&width=300&height=150');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const svg = response.body;
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="300" height="150" viewBox="0 0 300 150">/,
    );
    expect(svg).toContain('<circle cx="150" cy="75" r="6"');
    // Bangladesh and its neighbours: land, drawn as many rings of many points.
    expect(landOf(svg).split('M').length).toBeGreaterThan(5);
    expect(landOf(svg).split('L').length).toBeGreaterThan(200);
  });

  it('draws only sea in the middle of the Pacific, and the default size and zoom', async () => {
    const response = await get(t, '/api/static-map/?lat=-45&lng=-125');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('width="300" height="150"');
    expect(landOf(response.body)).toBe('');
  });

  it('draws the land on both sides of the antimeridian (Fiji)', async () => {
    const response = await get(t, '/api/static-map/?lat=-17.8&lng=179.9&zoom=6');
    const xs = [...landOf(response.body).matchAll(/[ML](-?[\d.]+) /g)].map((match) => Number(match[1]));
    expect(xs.some((x) => x < 150)).toBe(true);
    expect(xs.some((x) => x > 150)).toBe(true);
  });

  it('refuses a point or a size off the map with a 400 naming the field', async () => {
    expect((await get(t, '/api/static-map/?lat=91&lng=0')).json()).toEqual({ lat: ['lat must be at most 85.'] });
    expect((await get(t, '/api/static-map/?lat=10&lng=abc')).json()).toEqual({ lng: ['lng must be a number.'] });
    expect((await get(t, '/api/static-map/?lng=10')).statusCode).toBe(400);
    const response = await get(t, '/api/static-map/?lat=10&lng=10&zoom=2.5&width=5000');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ zoom: ['zoom must be a whole number.'], width: ['width must be at most 640.'] });
  });

  it('sends the browser to STATIC_MAP_URL when configured, and allows its origin in the CSP', async () => {
    const response = await get(withService, '/api/static-map/?lat=23.81&lng=90.41&zoom=7');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      'https://maps.example.com/static?center=23.81,90.41&zoom=7&size=300x150&key=public-key',
    );
    const page = await get(withService, '/');
    expect(String(page.headers['content-security-policy'])).toMatch(
      /img-src 'self' data: blob: https:\/\/maps\.example\.com/,
    );
  });
});
