import { useCallback, useEffect, useRef } from 'react';
import { SCROLL_RESTORE_DELAY_MS } from '@registry/core/map';
import { safeStorage } from '@/lib/safe-storage.ts';

const storageKey = (key: string) => `search-scroll:${key}`;
// An embedded map in another site's frame may be denied storage.
const session = safeStorage('sessionStorage');

/**
 * Keeps a list's scroll position per search in the session, and puts it back 100 ms after the list
 * shows again (spec part 1 §9), e.g. on Back from a facility page: the rows need that long to lay out.
 */
export function useScrollRestoration(key: string, ready: boolean) {
  const element = useRef<HTMLElement | null>(null);
  const restored = useRef(false);

  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const saved = Number(session.getItem(storageKey(key)) ?? 0);
    if (!saved) return;
    const timer = setTimeout(() => element.current?.scrollTo({ top: saved }), SCROLL_RESTORE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, ready]);

  const onScroll = useCallback(() => {
    if (element.current) session.setItem(storageKey(key), String(Math.round(element.current.scrollTop)));
  }, [key]);

  return { ref: element, onScroll };
}
