/** Cookie consent (spec part 2 §4): unset, accepted or rejected; an answer holds for one year. */
export type ConsentState = 'unset' | 'accepted' | 'rejected';

export const CONSENT_STORAGE_KEY = 'registry-cookie-consent';
export const CONSENT_VALID_MS = 365 * 24 * 60 * 60 * 1000;
/** Dispatched on window when the answer changes, so the banner, the panel and analytics agree. */
export const CONSENT_EVENT = 'registry-consent-change';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function readConsent(store: Store, now: Date): ConsentState {
  try {
    const stored = JSON.parse(store.getItem(CONSENT_STORAGE_KEY) ?? 'null') as { value?: string; at?: string } | null;
    if (!stored || (stored.value !== 'accepted' && stored.value !== 'rejected')) return 'unset';
    const at = Date.parse(stored.at ?? '');
    if (!Number.isFinite(at) || now.getTime() - at >= CONSENT_VALID_MS || at > now.getTime()) return 'unset';
    return stored.value;
  } catch {
    return 'unset';
  }
}

export function writeConsent(store: Store, value: Exclude<ConsentState, 'unset'>, now: Date): void {
  store.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ value, at: now.toISOString() }));
}
