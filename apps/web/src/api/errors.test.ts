import { describe, expect, it } from 'vitest';
import { ApiRequestError, errorMessages, structuredError } from './errors.ts';

const fail = (status: number | undefined, body?: unknown) => new ApiRequestError(status, body);

describe('errorMessages (style one)', () => {
  it('uses the fallback without a status, for 5xx and for errors that are not answers', () => {
    expect(errorMessages(fail(undefined), 'An error prevented logging in')).toEqual(['An error prevented logging in']);
    expect(errorMessages(fail(500, { detail: 'A server error occurred.' }), 'fallback')).toEqual(['fallback']);
    expect(errorMessages(fail(503, { detail: 'x' }), 'fallback')).toEqual(['fallback']);
    expect(errorMessages(new Error('boom'), 'fallback')).toEqual(['fallback']);
  });

  it("answers 404 with 'Not found'", () => {
    expect(errorMessages(fail(404, { detail: 'Not found.' }), 'fallback')).toEqual(['Not found']);
    expect(errorMessages(fail(404), 'fallback')).toEqual(['Not found']);
  });

  it('shows non_field_errors first', () => {
    const body = { non_field_errors: ['Unable to log in with provided credentials.'], email: ['x'] };
    expect(errorMessages(fail(400, body), 'f')).toEqual(['Unable to log in with provided credentials.']);
  });

  it('shows an array body', () => {
    expect(errorMessages(fail(400, ['one', 'two']), 'f')).toEqual(['one', 'two']);
    expect(errorMessages(fail(400, []), 'f')).toEqual(['f']);
  });

  it('shows a detail message', () => {
    expect(errorMessages(fail(403, { detail: 'Forbidden.' }), 'f')).toEqual(['Forbidden.']);
    expect(errorMessages(fail(400, { detail: 'This confirmation link is invalid or has expired.' }), 'f')).toEqual([
      'This confirmation link is invalid or has expired.',
    ]);
  });

  it("shows field errors as 'field: message' lines", () => {
    const body = { email: ['A user with that email already exists.'], password: ['Too short.', 'Entirely numeric.'] };
    expect(errorMessages(fail(400, body), 'f')).toEqual([
      'email: A user with that email already exists.',
      'password: Too short.',
      'password: Entirely numeric.',
    ]);
    expect(errorMessages(fail(400, { token: 'Invalid value' }), 'f')).toEqual(['token: Invalid value']);
  });

  it('shows the messages of fields the user never sees without their name', () => {
    const body = { token: ['This password reset link is invalid or has expired.'], new_password1: ['Too short.'] };
    expect(errorMessages(fail(400, body), 'f', ['uid', 'token'])).toEqual([
      'This password reset link is invalid or has expired.',
      'new_password1: Too short.',
    ]);
  });

  it('falls back when the body has nothing to show', () => {
    expect(errorMessages(fail(400, {}), 'f')).toEqual(['f']);
    expect(errorMessages(fail(400, { non_field_errors: [] }), 'f')).toEqual(['f']);
    expect(errorMessages(fail(400, 'plain text'), 'f')).toEqual(['f']);
    expect(errorMessages(fail(400, null), 'f')).toEqual(['f']);
  });
});

describe('structuredError (style two)', () => {
  it('marks 4xx as the client and keeps detail and field errors', () => {
    const body = { detail: 'The request body is invalid.', errors: [{ field: 'name', detail: 'Name is required.' }] };
    expect(structuredError(fail(422, body))).toEqual({
      source: 'CLIENT',
      detail: 'The request body is invalid.',
      errors: [{ field: 'name', detail: 'Name is required.' }],
      rawData: body,
    });
  });

  it('marks 5xx as the server, with errors when available', () => {
    expect(structuredError(fail(500, { detail: 'A server error occurred.' }))).toEqual({
      source: 'SERVER',
      detail: 'A server error occurred.',
      errors: [],
      rawData: { detail: 'A server error occurred.' },
    });
    expect(structuredError(fail(502, 'Bad gateway')).detail).toBe('');
  });

  it('reports an unreachable server as unknown', () => {
    expect(structuredError(fail(undefined)).source).toBe('UNKNOWN');
    expect(structuredError(new TypeError('Failed to fetch')).source).toBe('UNKNOWN');
  });
});
