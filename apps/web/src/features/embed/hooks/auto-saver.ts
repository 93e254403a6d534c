/**
 * Saves the latest value `delayMs` after the last change (spec: 1000 ms). Saves never overlap:
 * a change during a save is saved once that save ends, so the last value always wins.
 */
export function createAutoSaver<T>(save: (value: T) => Promise<void>, delayMs: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> = Promise.resolve();
  let latest: { value: T } | null = null;

  const flush = () => {
    timer = null;
    const next = latest;
    latest = null;
    if (!next) return running;
    running = running.then(() => save(next.value)).catch(() => undefined);
    return running;
  };

  return {
    change(value: T) {
      latest = { value };
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => void flush(), delayMs);
    },
    /** Saves a pending change now (e.g. when the page is left). */
    flush() {
      if (timer) clearTimeout(timer);
      return flush();
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = null;
      latest = null;
    },
  };
}
