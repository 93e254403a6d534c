import { Worker } from 'node:worker_threads';
import type { SeedCounts, SeedPlan } from './generate.ts';

/** One part of the data set as COPY text, a statement and its data per table. */
export interface GeneratedPart {
  tables: { statement: string; data: Uint8Array }[];
  progress?: string;
}

export type GenerateReply = { kind: 'part'; part: GeneratedPart } | { kind: 'done'; counts: SeedCounts };

/**
 * The demo data set's parts as COPY text, made in a thread of its own: generating the rows is
 * the seed's largest share of JavaScript work, and in a thread it runs on the other core while
 * PostgreSQL stores the part before. The thread works at most two parts ahead.
 */
export async function* generatedParts(plan: SeedPlan): AsyncGenerator<GeneratedPart, SeedCounts> {
  const worker = new Worker(new URL('./generate-thread.mjs', import.meta.url), { workerData: plan });
  const replies: GenerateReply[] = [];
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  worker.on('message', (reply: GenerateReply) => {
    replies.push(reply);
    notify();
  });
  worker.on('error', (error) => {
    failure = error;
    notify();
  });
  worker.on('exit', (code) => {
    failure ??= new Error(`the seed's generation thread stopped (exit code ${code})`);
    notify();
  });
  try {
    for (;;) {
      const reply = replies.shift();
      if (reply?.kind === 'done') return reply.counts;
      if (reply) {
        worker.postMessage('more');
        yield reply.part;
        continue;
      }
      if (failure) throw failure;
      await new Promise<void>((resolve) => (wake = resolve));
    }
  } finally {
    await worker.terminate();
  }
}
