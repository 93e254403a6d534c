// Runs in the seed's generation thread (seed-demo.ts): makes the demo rows and writes them as COPY
// text, at most AHEAD parts ahead of what the database has taken.
import { parentPort, workerData } from 'node:worker_threads';
import { copyStatement, copyText } from './copy-text.ts';
import { generateSeed, type SeedPlan } from './generate.ts';
import type { GeneratedPart, GenerateReply } from './generate-thread.ts';

/** Parts made before the first is taken: enough to keep the database busy, few enough to bound memory. */
const AHEAD = 2;

const port = parentPort!;
let credits = AHEAD;
let wake: (() => void) | null = null;
// Each message: the seed took a part, so one more may be made.
port.on('message', () => {
  credits += 1;
  wake?.();
  wake = null;
});

const encoder = new TextEncoder();
const parts = generateSeed(workerData as SeedPlan);
for (;;) {
  while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
  const next = parts.next();
  if (next.done) {
    port.postMessage({ kind: 'done', counts: next.value } satisfies GenerateReply);
    break;
  }
  credits -= 1;
  const tables = next.value.tables
    .filter((table) => table.rows.length > 0)
    .map((table) => ({
      statement: copyStatement(table.table, table.types),
      data: encoder.encode(copyText(table.types, table.rows)),
    }));
  const part: GeneratedPart = { tables, progress: next.value.progress };
  port.postMessage(
    { kind: 'part', part } satisfies GenerateReply,
    tables.map((table) => table.data.buffer),
  );
}
port.close();
