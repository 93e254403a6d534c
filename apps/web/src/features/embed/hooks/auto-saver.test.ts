import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutoSaver } from './auto-saver.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('auto-save', () => {
  it('saves the last value once, 1000 ms after the last change', async () => {
    const saved: number[] = [];
    const saver = createAutoSaver(async (v: number) => void saved.push(v), 1000);
    saver.change(1);
    await vi.advanceTimersByTimeAsync(600);
    saver.change(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toEqual([2]);
  });

  it('never overlaps saves and keeps going after a failed one', async () => {
    const log: string[] = [];
    let release!: () => void;
    const saver = createAutoSaver(async (v: number) => {
      log.push(`start ${v}`);
      if (v === 1) await new Promise<void>((resolve) => (release = resolve));
      if (v === 2) throw new Error('refused');
      log.push(`end ${v}`);
    }, 1000);
    saver.change(1);
    await vi.advanceTimersByTimeAsync(1000);
    saver.change(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toEqual(['start 1']);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['start 1', 'end 1', 'start 2']);
    saver.change(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'start 3', 'end 3']);
  });
});
