import { useCallback, useSyncExternalStore } from 'react';
import { safeStorage } from '@/lib/safe-storage.ts';
import { CONSENT_EVENT, CONSENT_STORAGE_KEY, readConsent, writeConsent, type ConsentState } from '@/lib/consent.ts';

const local = safeStorage('localStorage');

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => event.key === CONSENT_STORAGE_KEY && onChange();
  window.addEventListener(CONSENT_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CONSENT_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The visitor's cookie answer, shared by the banner, the preferences panel and analytics. */
export function useConsent(): [ConsentState, (value: Exclude<ConsentState, 'unset'>) => void] {
  const state = useSyncExternalStore(subscribe, () => readConsent(local, new Date()));
  const set = useCallback((value: Exclude<ConsentState, 'unset'>) => {
    writeConsent(local, value, new Date());
    window.dispatchEvent(new Event(CONSENT_EVENT));
  }, []);
  return [state, set];
}
