import { afterEach, describe, expect, it, vi } from 'vitest';
import { contributorAdminEndpoints } from '@registry/core/contributor-admin-api';
import { AnswerShapeError, call } from './call.ts';
import { ApiRequestError } from './errors.ts';

const saved = {
  id: 4,
  name: 'Acme',
  user_id: 9,
  audit_id: 12,
  embed_level: 2,
  is_verified: true,
  is_moderation_mode: false,
  groups: [],
};

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it('sends the declared method to the declared path, the body as JSON, and returns the answer', async () => {
    const fetch = answer(200, saved);
    const result = await call(contributorAdminEndpoints.update, { params: { id: 4 }, body: { is_verified: true } });
    expect(result).toEqual(saved);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/staff/contributors/4/');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{"is_verified":true}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('builds the query string from the declared query', async () => {
    const fetch = answer(200, { count: 0, results: [] });
    await call(contributorAdminEndpoints.list, { query: { q: 'acme', page: 2, pageSize: 50 } });
    expect(fetch.mock.calls[0]![0]).toBe('/api/staff/contributors/?q=acme&page=2&pageSize=50');
  });

  it('refuses, in tests and development, an answer its response schema does not describe', async () => {
    answer(200, { ...saved, audit_id: 'twelve' });
    const failure = await call(contributorAdminEndpoints.update, { params: { id: 4 }, body: {} }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(AnswerShapeError);
    expect((failure as AnswerShapeError).message).toContain('PATCH /api/staff/contributors/:id/ answered 200');
  });

  it('throws the server refusal as ApiRequestError, unchecked', async () => {
    answer(403, { detail: 'You do not have permission to perform this action.' });
    const failure = await call(contributorAdminEndpoints.groups).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).status).toBe(403);
  });
});
