import { t } from '@/lib/i18n/i18n.ts';
import { translateMessage } from '@/lib/i18n/translate-message.ts';
import { ApiRequestError } from './request-error.ts';

// ApiRequestError has a module of its own: the early-requests script (client.ts) loads it, and
// must not load the translations.
export { ApiRequestError };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asStrings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map(String)
    : typeof value === 'string'
      ? [value]
      : isRecord(value)
        ? Object.values(value).flatMap(asStrings)
        : [];

/**
 * Spec §8, style one: no status or 5xx -> the action's fallback; 404 -> 'Not found';
 * otherwise non_field_errors, an array body, a detail message, or 'field: message' lines. Each
 * line is in the reader's language (translateMessage; English as the server wrote it).
 * `hiddenFields` are fields the user never sees (the reset link's uid and token): their
 * messages are shown alone, since a 'token:' prefix names nothing on the screen.
 */
export function errorMessages(error: unknown, fallback: string, hiddenFields: readonly string[] = []): string[] {
  return englishErrorMessages(error, fallback, hiddenFields).map((line) => translateMessage(t, line));
}

function englishErrorMessages(error: unknown, fallback: string, hiddenFields: readonly string[]): string[] {
  if (!(error instanceof ApiRequestError) || error.status === undefined || error.status >= 500) return [fallback];
  if (error.status === 404) return ['Not found'];
  const body = error.body;
  if (Array.isArray(body)) return body.length ? body.map(String) : [fallback];
  if (!isRecord(body)) return [fallback];
  const general = asStrings(body.non_field_errors);
  if (general.length) return general;
  if (typeof body.detail === 'string' && body.detail) return [body.detail];
  const lines = Object.entries(body).flatMap(([field, messages]) =>
    asStrings(messages).map((message) => (hiddenFields.includes(field) ? message : `${field}: ${message}`)),
  );
  return lines.length ? lines : [fallback];
}

export interface StructuredError {
  source: 'CLIENT' | 'SERVER' | 'UNKNOWN';
  detail: string;
  errors: { field: string; detail: string }[];
  rawData: unknown;
}

/**
 * Spec §8, style two (the /api/v1 routes): 4xx is the client's, 5xx the server's. The details are
 * in the reader's language; `rawData` is the answer as it came.
 */
export function structuredError(error: unknown): StructuredError {
  if (!(error instanceof ApiRequestError) || error.status === undefined) {
    return {
      source: 'UNKNOWN',
      detail: t('An unknown error has occurred. Please check your internet connection and try again.'),
      errors: [],
      rawData: null,
    };
  }
  const body = isRecord(error.body) ? error.body : {};
  const errors = Array.isArray(body.errors)
    ? body.errors
        .filter(isRecord)
        .map((item) => ({ field: String(item.field ?? ''), detail: translateMessage(t, String(item.detail ?? '')) }))
    : [];
  return {
    source: error.status >= 500 ? 'SERVER' : 'CLIENT',
    detail: typeof body.detail === 'string' ? translateMessage(t, body.detail) : '',
    errors,
    rawData: error.body,
  };
}
