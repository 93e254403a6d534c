import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { JobInterrupted } from '../../jobs/worker.ts';

/**
 * The longest the finder holds the event loop it shares with requests (the worker runs in the
 * server's process): a request's callbacks wait at most this long for each of its turns. Counted
 * in time, not in facilities: one slice of 200 facilities scored (~8 pairs each, ~0.2 ms a pair)
 * held the loop ~300 ms, and blocking a country of 200,000 facilities in one call for seconds; a
 * visitor's p99 was 9.3 s during a pass over 1.2M.
 */
export const SLICE_MS = 10;

/**
 * A turn of the loop in which the process worked this long ran others' callbacks (a request being
 * answered): visitors are active. Counted in the process's CPU time, not the turn's length: on a
 * loaded machine a turn is long when the process was not given the CPU, and 11 % of the turns of
 * a pass over the 20,000 demo at load 6, with no visitor at all, took more than 1 ms.
 */
const OTHERS_WORKED_MS = 1;

/**
 * While visitors are active the finder waits this long after each slice, so that a request's
 * next round trips find the loop (and the CPU) free: at most a third of the time is the
 * finder's then. An idle loop gets the next slice at once.
 */
export const BUSY_PAUSE_MS = 20;

export interface Slicer {
  /** Whether the slice has had its time: then await pause(). Cheap enough for every turn of a long loop. */
  due(): boolean;
  /** Gives the loop back (for longer while visitors are active); throws JobInterrupted once `signal` aborts. */
  pause(): Promise<void>;
}

export function createSlicer(signal?: AbortSignal): Slicer {
  let sliceStarted = performance.now();
  return {
    due: () => performance.now() - sliceStarted >= SLICE_MS,
    async pause() {
      if (signal?.aborted) throw new JobInterrupted();
      const yielded = process.cpuUsage();
      await nextTurn();
      const worked = process.cpuUsage(yielded);
      if ((worked.user + worked.system) / 1000 > OTHERS_WORKED_MS) await sleep(BUSY_PAUSE_MS);
      sliceStarted = performance.now();
    },
  };
}
