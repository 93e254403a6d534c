import { describe, expect, it } from 'vitest';
import type { Messages } from '@lingui/core';
import { ApiRequestError } from '@/api/errors.ts';
import { i18n, t } from '@/lib/i18n/i18n.ts';
import pt from '@/locales/pt.json';
import { SUBMISSION_ERROR_TEXT, errorDataText, submissionErrorView } from './submission-error.ts';

const FALLBACK = 'An error prevented creating production location' as const;

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
    expect(submissionErrorView(new ApiRequestError(422, body), FALLBACK, t)).toEqual({
      kind: 'fields',
      title: 'Data submission failed.',
      fields: ['Location Name', 'Number of Workers'],
      messages: ["Unknown field 'colour'."],
      rawData: body,
    });
  });

  it('shows the detail of a refusal without field errors', () => {
    const body = { detail: 'Duplicate request submitted, please try again later.' };
    expect(submissionErrorView(new ApiRequestError(429, body), FALLBACK, t)).toEqual({
      kind: 'detail',
      title: 'Data submission failed.',
      detail: body.detail,
      rawData: body,
    });
    expect(submissionErrorView(new ApiRequestError(400, {}), FALLBACK, t)).toMatchObject({
      kind: 'detail',
      detail: FALLBACK,
    });
  });

  it('apologises for server errors and keeps their data', () => {
    expect(submissionErrorView(new ApiRequestError(500, { detail: 'boom' }), FALLBACK, t)).toEqual({
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
      t,
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

  it("names the panel's title and the fields in the reader's language", () => {
    i18n.load('pt', pt as unknown as Messages);
    i18n.activate('pt');
    try {
      const body = { detail: 'The request body is invalid.', errors: [{ field: 'sector', detail: 'x' }] };
      expect(submissionErrorView(new ApiRequestError(422, body), FALLBACK, t)).toMatchObject({
        title: 'Falha no envio dos dados.',
        fields: ['Setor(es)'],
      });
      expect(submissionErrorView(new ApiRequestError(400, {}), FALLBACK, t)).toMatchObject({
        detail: 'Um erro impediu a criação do local de produção',
      });
    } finally {
      i18n.activate('en');
    }
  });
});
