import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, endpointTemplate, endpointUrl, queryString } from './endpoint.ts';
import { idParams } from './http-params.ts';

const item = endpoint({
  method: 'GET',
  path: '/api/things/:id/parts/:name/',
  access: 'public',
  tags: ['test'],
  params: z.object({ id: idParams.shape.id, name: z.string() }),
  query: z.object({ tags: z.array(z.string()).optional(), page: z.coerce.number().optional() }),
  response: { 200: z.object({ id: z.number() }) },
});

describe('endpointUrl', () => {
  it('fills the path parameters, encoded, and appends the query string', () => {
    expect(endpointUrl(item, { params: { id: 7, name: 'a b/c' }, query: { tags: ['x', 'y'], page: 2 } })).toBe(
      '/api/things/7/parts/a%20b%2Fc/?tags=x&tags=y&page=2',
    );
  });

  it('leaves out undefined and null values, and the ? when nothing is left', () => {
    expect(endpointUrl(item, { params: { id: 1, name: 'n' }, query: { page: undefined } })).toBe(
      '/api/things/1/parts/n/',
    );
  });

  it('takes a query string already built', () => {
    expect(endpointUrl(item, { params: { id: 1, name: 'n' }, query: new URLSearchParams('q=denim&page=3') })).toBe(
      '/api/things/1/parts/n/?q=denim&page=3',
    );
  });

  it('refuses a call without a path parameter rather than sending a wrong URL', () => {
    expect(() => endpointUrl(item, { params: { id: 1 } } as never)).toThrow(
      '/api/things/:id/parts/:name/: no value for :name',
    );
  });
});

describe('endpointTemplate', () => {
  it('fills the parameters given and leaves the others for the client to fill', () => {
    expect(
      endpointTemplate(item, { params: { id: 'k/1' }, query: new URLSearchParams('q=a b') }, { name: '{name}.pbf' }),
    ).toBe('/api/things/k%2F1/parts/{name}.pbf/?q=a+b');
    expect(endpointTemplate(item, {})).toBe('/api/things/{id}/parts/{name}/');
  });
});

describe('queryString', () => {
  it('writes booleans and numbers as text and keeps empty strings', () => {
    expect(queryString({ a: true, b: 0, c: '' })).toBe('a=true&b=0&c=');
  });
});
