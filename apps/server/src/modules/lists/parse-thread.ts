import { Worker } from 'node:worker_threads';
import { listFileMessages } from '@registry/core/list-file-messages';
import { ListFileError } from './list-file-error.ts';
import type { ItemBatch, ReadOutcome } from './read-list-items.ts';

export interface ParseThreadInput {
  fileName: string;
  content: Uint8Array;
  batchSize: number;
}

export type ParseThreadRequest = { kind: 'start'; input: ParseThreadInput } | { kind: 'next' };

export type ParseThreadReply =
  { done: false; batch: ItemBatch } | { done: true; outcome: ReadOutcome } | { error: string };

/**
 * Heap a parse thread may use. A 5 MB file of 700,000 distinct short rows peaks near 150 MB (its
 * maps of seen rows and facilities); a file that needs more is refused as too large, instead of
 * growing the server (the in-process parse of issue [3.4] grew it by ~400 MB).
 */
const THREAD_HEAP_MB = 320;

/**
 * readListItems in a worker thread of its own: decoding, unpacking, parsing and checking the rows
 * of a file never hold up the event loop that answers requests (issue [3.4]: in-process, a 4 MB file
 * of line breaks took /health from 5 ms to 1.9 s). Batches come one at a time, each asked for
 * when the one before is stored; returning early (or an error) ends the thread.
 */
export async function* readListInThread(
  fileName: string,
  content: Buffer,
  batchSize: number,
): AsyncGenerator<ItemBatch, ReadOutcome> {
  // A copy of its own (the stored file's buffer may be a slice of a shared one), handed over whole.
  const bytes = new Uint8Array(content);
  const worker = idleThreads.pop() ?? startThread();
  worker.ref();
  let waiting: { resolve: (reply: ParseThreadReply) => void; reject: (error: Error) => void } | null = null;
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    waiting?.reject(failure);
    waiting = null;
  };
  const onMessage = (reply: ParseThreadReply) => {
    waiting?.resolve(reply);
    waiting = null;
  };
  const onError = (error: Error & { code?: string }) =>
    fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new ListFileError(listFileMessages.readingTooLarge) : error);
  const onExit = (code: number) => fail(new Error(`the parse thread stopped (exit code ${code})`));
  worker.on('message', onMessage);
  worker.on('error', onError);
  worker.on('exit', onExit);
  const ask = () =>
    new Promise<ParseThreadReply>((resolve, reject) => {
      if (failure) return reject(failure);
      waiting = { resolve, reject };
      worker.postMessage({ kind: 'next' } satisfies ParseThreadRequest);
    });
  let finished = false;
  try {
    worker.postMessage({ kind: 'start', input: { fileName, content: bytes, batchSize } } satisfies ParseThreadRequest, [
      bytes.buffer,
    ]);
    for (;;) {
      const reply = await ask();
      if ('error' in reply) throw new Error(`parse thread: ${reply.error}`);
      if (reply.done) {
        finished = true;
        return reply.outcome;
      }
      yield reply.batch;
    }
  } finally {
    worker.off('message', onMessage);
    worker.off('error', onError);
    worker.off('exit', onExit);
    // A thread whose reading ended takes the next one; one left mid-file (or broken) is ended.
    if (finished && !failure && idleThreads.length < IDLE_THREADS) {
      worker.unref();
      idleThreads.push(worker);
    } else await worker.terminate();
  }
}

/**
 * Threads kept for the next reading: starting one costs a few hundred milliseconds of loading (far
 * more on a crowded machine), more than reading a small list.
 */
const IDLE_THREADS = 2;
const idleThreads: Worker[] = [];

function startThread(): Worker {
  const worker = new Worker(new URL('./parse-thread-worker.mjs', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
  });
  // An idle thread that stops (it should not) is simply not used again.
  worker.on('exit', () => {
    const at = idleThreads.indexOf(worker);
    if (at >= 0) idleThreads.splice(at, 1);
  });
  worker.on('error', () => undefined);
  return worker;
}
