import { startTransition, useEffect, useState } from 'react';

/**
 * False until `ready` has been true through one painted frame, then true for good: for work the
 * first paint of something can do without. requestAnimationFrame runs just before a frame's
 * paint and a task posted from it runs after that paint; the update is a transition, so a click
 * or the map's start go first. A hidden page paints no frames and gets everything at once.
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(() => document.visibilityState === 'hidden');
  useEffect(() => {
    if (!ready || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
