import { describe, expect, it } from 'vitest';
import { JobInterrupted } from '../../jobs/worker.ts';
import { BUSY_PAUSE_MS, createSlicer, SLICE_MS } from './slicer.ts';

const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('the finder’s slices of the event loop', () => {
  it('is due once it has held the loop for its slice, and not again right after a pause', async () => {
    const slicer = createSlicer();
    busyFor(SLICE_MS + 2);
    expect(slicer.due()).toBe(true);
    await slicer.pause();
    expect(slicer.due()).toBe(false);
  });

  it('waits longer when others had work waiting in the loop (a request being answered)', async () => {
    const slicer = createSlicer();
    // Queued before the slicer's turn: it runs first and holds the loop 5 ms.
    setImmediate(() => busyFor(5));
    const started = performance.now();
    await slicer.pause();
    expect(performance.now() - started).toBeGreaterThanOrEqual(BUSY_PAUSE_MS);
  });

  it('takes the next slice at once after a long turn in which the process did not work (not given the CPU)', async () => {
    const slicer = createSlicer();
    // Holds the loop 5 ms without using the CPU, as a process waiting for a loaded machine's CPU does.
    setImmediate(() => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5));
    const started = performance.now();
    await slicer.pause();
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(4);
    expect(waited).toBeLessThan(BUSY_PAUSE_MS);
  });

  it('stops the job once its signal aborts', async () => {
    const controller = new AbortController();
    const slicer = createSlicer(controller.signal);
    controller.abort();
    await expect(slicer.pause()).rejects.toBeInstanceOf(JobInterrupted);
  });
});
