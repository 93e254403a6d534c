import { describe, expect, it } from 'vitest';
import { CONSENT_STORAGE_KEY, readConsent, writeConsent } from './consent.ts';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};

describe('cookie consent', () => {
  it('is unset until answered, then holds the answer for one year', () => {
    const store = memory();
    const at = new Date('2026-01-10T12:00:00Z');
    expect(readConsent(store, at)).toBe('unset');
    writeConsent(store, 'accepted', at);
    expect(readConsent(store, new Date('2027-01-10T11:59:59Z'))).toBe('accepted');
    expect(readConsent(store, new Date('2027-01-10T12:00:00Z'))).toBe('unset');
    writeConsent(store, 'rejected', at);
    expect(readConsent(store, new Date('2026-06-01T00:00:00Z'))).toBe('rejected');
  });

  it('treats damaged or future-dated records as unset', () => {
    const store = memory();
    store.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(readConsent(store, new Date())).toBe('unset');
    store.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ value: 'maybe', at: new Date().toISOString() }));
    expect(readConsent(store, new Date())).toBe('unset');
    store.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ value: 'accepted', at: '2030-01-01T00:00:00Z' }));
    expect(readConsent(store, new Date('2026-01-01T00:00:00Z'))).toBe('unset');
  });
});
