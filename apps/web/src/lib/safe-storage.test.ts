import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeStorage } from './safe-storage.ts';

afterEach(() => vi.unstubAllGlobals());

describe('safe storage', () => {
  it('reads null and ignores writes when the browser denies storage', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    const store = safeStorage('sessionStorage');
    expect(store.getItem('a')).toBeNull();
    expect(() => store.setItem('a', '1')).not.toThrow();
  });

  it('passes through to a working storage', () => {
    const data = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => data.get(k) ?? null,
        setItem: (k: string, v: string) => data.set(k, v),
        removeItem: (k: string) => data.delete(k),
      },
    });
    const store = safeStorage('localStorage');
    store.setItem('a', '1');
    expect(store.getItem('a')).toBe('1');
    store.removeItem('a');
    expect(store.getItem('a')).toBeNull();
  });
});
