import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/api/errors.ts';
import { SUBMISSION_ERROR_TEXT, errorDataText, submissionErrorView } from './submission-error.ts';

const FALLBACK = 'An error prevented creating production location';

describe('submission error panel', () => {
  it('lists the invalid fields by their form labels and the non-field errors', () => {
    const body = {
      detail: 'The request body is invalid.',
      errors: [
        { field: 'name', detail: 'Name cannot be a number.' },
        { field: 'number_of_workers', detail: 'Enter a single positive number' },
        { field: 'non_field_errors', detail: "Unknown field 'colour'." },
      ],
    };
    expect(submissionErrorView(new ApiRequestError(422, body), FALLBACK)).toEqual({
      kind: 'fields',
      title: 'Data submission failed.',
      fields: ['Location Name', 'Number of Workers'],
      messages: ["Unknown field 'colour'."],
      rawData: body,
    });
  });

  it('shows the detail of a refusal without field errors', () => {
    const body = { detail: 'Duplicate request submitted, please try again later.' };
    expect(submissionErrorView(new ApiRequestError(429, body), FALLBACK)).toEqual({
      kind: 'detail',
      title: 'Data submission failed.',
      detail: body.detail,
      rawData: body,
    });
    expect(submissionErrorView(new ApiRequestError(400, {}), FALLBACK)).toMatchObject({
      kind: 'detail',
      detail: FALLBACK,
    });
  });

  it('apologises for server errors and keeps their data', () => {
    expect(submissionErrorView(new ApiRequestError(500, { detail: 'boom' }), FALLBACK)).toEqual({
      kind: 'server',
      title: 'Oops! Something went wrong.',
      detail: SUBMISSION_ERROR_TEXT.serverDetail,
      rawData: { detail: 'boom' },
    });
  });

  it('asks to check the connection when no answer came, with no error data', () => {
    const view = submissionErrorView(
      new ApiRequestError(undefined, undefined, new TypeError('Failed to fetch')),
      FALLBACK,
    );
    expect(view).toEqual({
      kind: 'unknown',
      title: 'Data submission failed.',
      detail: 'An unknown error has occurred. Please check your internet connection and try again.',
    });
  });

  it('shows the error data as indented JSON', () => {
    expect(errorDataText({ detail: 'x' })).toBe('{\n  "detail": "x"\n}');
    expect(errorDataText('Bad Gateway')).toBe('Bad Gateway');
  });
});
