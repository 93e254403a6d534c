/**
 * Web storage that never throws. A page framed by another site (the embedded map) may be denied
 * storage altogether (third-party storage blocked): reading then gives null and writing does nothing.
 */
export interface SafeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function safeStorage(kind: 'localStorage' | 'sessionStorage'): SafeStorage {
  const store = () => {
    try {
      return window[kind];
    } catch {
      return null;
    }
  };
  return {
    getItem: (key) => {
      try {
        return store()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        store()?.setItem(key, value);
      } catch {
        // denied or full: the value is simply not kept
      }
    },
    removeItem: (key) => {
      try {
        store()?.removeItem(key);
      } catch {
        // denied: nothing to remove
      }
    },
  };
}
