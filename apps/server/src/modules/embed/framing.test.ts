import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isEmbedPage } from './framing.ts';

const request = (url: string, method = 'GET') =>
  ({
    method,
    url,
    query: Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? '')),
  }) as unknown as FastifyRequest;

describe('pages other sites may frame', () => {
  it('the embedded map and the facility pages opened from it, with embed=1', () => {
    for (const url of [
      '/facilities?embed=1&contributors=12',
      '/?embed=1&contributors=12',
      '/facilities/BD2024001AAAAAA?embed=1&contributors=12',
      '/facilities/BD2024001AAAAAA/?embed=1',
    ]) {
      expect([url, isEmbedPage(request(url))]).toEqual([url, true]);
    }
  });

  it('no other page, whatever its query, and no embeddable page without embed=1 or by another method', () => {
    const others = [
      '/dashboard?embed=1',
      '/dashboard/claims/1?embed=1',
      '/settings?embed=1',
      '/auth/login?embed=1',
      '/auth/register?embed=1',
      '/lists/1?embed=1',
      '/profile/1?embed=1',
      '/claimed?embed=1',
      '/contribute?embed=1',
      '/no-such-page?embed=1',
      '/facilities/BD2024001AAAAAA/claim?embed=1',
      '/facilities/a/b?embed=1',
      '/facilitiesx?embed=1',
      '//dashboard?embed=1',
      '/facilities?embed=true',
      '/facilities?embed=0',
      '/facilities',
    ];
    for (const url of others) expect([url, isEmbedPage(request(url))]).toEqual([url, false]);
    expect(isEmbedPage(request('/facilities?embed=1', 'POST'))).toBe(false);
  });
});
