import { describe, expect, it } from 'vitest';
import { ApiRequestError, errorMessages, structuredError } from './errors.ts';

const fail = (status: number | undefined, body?: unknown) => new ApiRequestError(status, body);

describe('errorMessages (style one)', () => {
  it('uses the fallback without a status, for 5xx and for other errors', () => {
    expect(errorMessages(fail(undefined), 'An error prevented logging in')).toEqual(['An error prevented logging in']);
    expect(errorMessages(fail(502, { detail: 'x' }), 'fallback')).toEqual(['fallback']);
    expect(errorMessages(new Error('boom'), 'fallback')).toEqual(['fallback']);
  });

  it("answers 404 with 'Not found'", () => {
    expect(errorMessages(fail(404, { detail: 'Not found.' }), 'fallback')).toEqual(['Not found']);
  });

  it('shows non_field_errors, arrays, detail, or field lines', () => {
    expect(errorMessages(fail(400, { non_field_errors: ['Unable to log in with provided credentials.'] }), 'f')).toEqual(['Unable to log in with provided credentials.']);
    expect(errorMessages(fail(400, ['one', 'two']), 'f')).toEqual(['one', 'two']);
    expect(errorMessages(fail(403, { detail: 'Forbidden.' }), 'f')).toEqual(['Forbidden.']);
    expect(errorMessages(fail(400, { email: ['A user with that email already exists.'], password: ['Too short.'] }), 'f')).toEqual([
      'email: A user with that email already exists.',
      'password: Too short.',
    ]);
    expect(errorMessages(fail(400, {}), 'f')).toEqual(['f']);
  });
});

describe('structuredError (style two)', () => {
  it('marks 4xx as the client and 5xx as the server', () => {
    const body = { detail: 'The request body is invalid.', errors: [{ field: 'name', detail: 'Name is required.' }] };
    expect(structuredError(fail(422, body))).toEqual({ source: 'CLIENT', detail: 'The request body is invalid.', errors: [{ field: 'name', detail: 'Name is required.' }], rawData: body });
    expect(structuredError(fail(500, { detail: 'A server error occurred.' })).source).toBe('SERVER');
    expect(structuredError(fail(undefined)).source).toBe('UNKNOWN');
  });
});
