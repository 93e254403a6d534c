// Runs in a parse thread (parse-thread.ts): reads the file of each 'start' and answers each 'next'
// with the next batch of items, so the reading never runs ahead of what is stored. A thread reads
// one file at a time and, its reading done, may be given the next one.
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { readListItems, type ItemBatch, type ReadOutcome } from './read-list-items.ts';
import type { ParseThreadReply, ParseThreadRequest } from './parse-thread.ts';

/**
 * Half the step of the worker's database backends (db/background-priority.ts): the thread answering
 * requests still gets three times its share of a busy core, and a parse on a machine crowded with
 * other work at the server's own priority is slowed, not starved (at ten steps, one at nice 15
 * among thirty busy processes at nice 5 took 40 s to start).
 */
const THREAD_NICE_STEP = 5;

const port = parentPort!;
try {
  // On Linux this lowers this thread's priority only: the thread answering requests gets the CPU first.
  os.setPriority(Math.min(19, os.getPriority() + THREAD_NICE_STEP));
} catch {
  // not allowed here: the thread keeps the process's priority
}
let items: AsyncGenerator<ItemBatch, ReadOutcome> | null = null;

port.on('message', (request: ParseThreadRequest) => {
  if (request.kind === 'start') {
    const { content } = request.input;
    items = readListItems(
      request.input.fileName,
      Buffer.from(content.buffer, content.byteOffset, content.byteLength),
      request.input.batchSize,
    );
    return;
  }
  const reading = items!;
  reading.next().then(
    (next) => {
      if (next.done) items = null;
      port.postMessage(
        (next.done
          ? { done: true, outcome: next.value }
          : { done: false, batch: next.value }) satisfies ParseThreadReply,
      );
    },
    (error: unknown) => {
      items = null;
      port.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies ParseThreadReply);
    },
  );
});
