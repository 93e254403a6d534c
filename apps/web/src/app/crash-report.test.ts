import { describe, expect, it } from 'vitest';
import { decodeCrashReport, encodeCrashReport } from './crash-report.ts';

describe('encodeCrashReport', () => {
  it('round-trips the error, path and time, including non-ASCII text', () => {
    const error = new TypeError('Café “list” is undefined');
    const text = encodeCrashReport(error, '/lists/7', new Date('2026-01-02T03:04:05Z'));
    expect(text).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(decodeCrashReport(text)).toMatchObject({
      name: 'TypeError',
      message: 'Café “list” is undefined',
      path: '/lists/7',
      at: '2026-01-02T03:04:05.000Z',
    });
  });

  it('accepts thrown values that are not errors', () => {
    expect(decodeCrashReport(encodeCrashReport('oops', '/', new Date(0)))).toMatchObject({
      name: 'Error',
      message: 'oops',
    });
  });
});
