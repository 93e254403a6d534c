import { ApiRequestError, structuredError } from '@/api/errors.ts';
import type { MessageId, Translate } from '@/lib/i18n/i18n.ts';

/** The four forms of the submission error panel (spec part 1 §8). */
export type SubmissionErrorView =
  | { kind: 'fields'; title: string; fields: string[]; messages: string[]; rawData: unknown }
  | { kind: 'detail'; title: string; detail: string; rawData: unknown }
  | { kind: 'server'; title: string; detail: string; rawData: unknown }
  | { kind: 'unknown'; title: string; detail: string };

export const SUBMISSION_ERROR_TEXT = {
  validationTitle: 'Data submission failed.',
  serverTitle: 'Oops! Something went wrong.',
  serverDetail:
    'Something went wrong on our end while processing your request. Please try again, and we apologize for the inconvenience.',
  unknownDetail: 'An unknown error has occurred. Please check your internet connection and try again.',
  copied: 'Copied error data to clipboard',
} as const satisfies Record<string, MessageId>;

/** Form labels of the payload's fields, so the panel names the fields the user knows. */
const FIELD_LABELS: Partial<Record<string, MessageId>> = {
  name: 'Location Name',
  address: 'Address',
  country: 'Country',
  sector: 'Sector(s)',
  product_type: 'Product Type(s)',
  location_type: 'Location Type(s)',
  processing_type: 'Processing Type(s)',
  number_of_workers: 'Number of Workers',
  parent_company: 'Parent Company',
};

const NON_FIELD = new Set(['', 'non_field_errors', 'detail', '__all__']);

/**
 * `fallback` is the action's message ('An error prevented creating production location'), for an
 * answer without a detail; the panel's own texts are in `t`'s language (the server's details are
 * translated by structuredError).
 */
export function submissionErrorView(error: unknown, fallback: MessageId, t: Translate): SubmissionErrorView {
  const structured = structuredError(error);
  if (structured.source === 'UNKNOWN')
    return {
      kind: 'unknown',
      title: t(SUBMISSION_ERROR_TEXT.validationTitle),
      detail: t(SUBMISSION_ERROR_TEXT.unknownDetail),
    };
  const rawData = error instanceof ApiRequestError ? error.body : structured.rawData;
  if (structured.source === 'SERVER')
    return {
      kind: 'server',
      title: t(SUBMISSION_ERROR_TEXT.serverTitle),
      detail: t(SUBMISSION_ERROR_TEXT.serverDetail),
      rawData,
    };
  if (structured.errors.length) {
    const fields = [
      ...new Set(
        structured.errors
          .filter((item) => !NON_FIELD.has(item.field))
          .map((item) => {
            const label = FIELD_LABELS[item.field];
            return label ? t(label) : item.field;
          }),
      ),
    ];
    const messages = structured.errors.filter((item) => NON_FIELD.has(item.field)).map((item) => item.detail);
    return { kind: 'fields', title: t(SUBMISSION_ERROR_TEXT.validationTitle), fields, messages, rawData };
  }
  return {
    kind: 'detail',
    title: t(SUBMISSION_ERROR_TEXT.validationTitle),
    detail: structured.detail || t(fallback),
    rawData,
  };
}

/** The read-only error data box: the answer's body as indented JSON. */
export const errorDataText = (rawData: unknown) =>
  typeof rawData === 'string' ? rawData : JSON.stringify(rawData ?? null, null, 2);
