import { describe, expect, it } from 'vitest';
import {
  MODERATION_MESSAGES,
  isRejectReasonLongEnough,
  isValidFilterDate,
  moderationDateProblems,
} from './moderation-events.ts';

describe('moderation queue rules', () => {
  it('needs 30 characters that are not whitespace in a reject message', () => {
    expect(isRejectReasonLongEnough('a'.repeat(30))).toBe(true);
    expect(isRejectReasonLongEnough(`${'a '.repeat(29)}a`)).toBe(true);
    expect(isRejectReasonLongEnough(`  ${'a '.repeat(29)}  `)).toBe(false);
  });

  it('takes filter dates as empty or a real YYYY-MM-DD date', () => {
    expect(isValidFilterDate('')).toBe(true);
    expect(isValidFilterDate('2024-02-29')).toBe(true);
    expect(isValidFilterDate('2023-02-29')).toBe(false);
    expect(isValidFilterDate('01-05-2024')).toBe(false);
  });

  it('checks the format first, then that the after-date is not later than the before-date', () => {
    expect(moderationDateProblems('2024-1-1', '')).toEqual({ after: MODERATION_MESSAGES.dateFormat });
    expect(moderationDateProblems('2024-05-02', '2024-05-01')).toEqual({ after: MODERATION_MESSAGES.dateOrder });
    expect(moderationDateProblems('2024-05-01', '2024-05-01')).toEqual({});
  });
});
