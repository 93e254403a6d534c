import { ApiRequestError, errorMessages } from '@/api/errors.ts';
import { CONTRIBUTE_TEXT } from './messages.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Upload failures as plain lines: field errors without their field names (each message names
 * its problem), the maintenance answer (503) as its message, else spec §8 style one.
 */
export function uploadErrorMessages(error: unknown): string[] {
  if (error instanceof ApiRequestError && error.status === 503) return [CONTRIBUTE_TEXT.maintenance];
  if (error instanceof ApiRequestError && error.status === 400 && isRecord(error.body) && !('detail' in error.body)) {
    const lines = Object.values(error.body).flatMap((messages) =>
      Array.isArray(messages) ? messages.map(String) : [],
    );
    if (lines.length) return lines;
  }
  return errorMessages(error, CONTRIBUTE_TEXT.uploadFallback);
}
