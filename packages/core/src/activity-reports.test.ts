import { describe, expect, it } from 'vitest';
import { reportBodySchema, reportMessages, reportStatusLabel, reportableState } from './activity-reports.ts';

describe('status reports', () => {
  it('need a reason that is not blank', () => {
    expect(reportBodySchema.safeParse({ reason_for_report: '  ', closure_state: 'CLOSED' }).success).toBe(false);
    expect(reportBodySchema.parse({ reason_for_report: ' Sold ', closure_state: 'OPEN' })).toEqual({
      reason_for_report: 'Sold',
      closure_state: 'OPEN',
    });
  });
  it('offer reopening for a closed facility and closing otherwise', () => {
    expect(reportableState({ is_closed: true })).toBe('OPEN');
    expect(reportableState({ is_closed: false })).toBe('CLOSED');
  });
  it('word the toast and unknown statuses as the spec does', () => {
    expect(reportMessages.reported('CLOSED')).toBe('Successfully reported facility as closed.');
    expect(reportMessages.reported('OPEN')).toBe('Successfully reported facility as open.');
    expect(reportStatusLabel('CONFIRMED')).toBe('Confirmed');
    expect(reportStatusLabel('LOST')).toBe('Invalid status');
  });
});
