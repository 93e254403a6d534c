// The generation thread's entry: loads its TypeScript with tsx's own scoped loader, so the thread
// starts the same under `tsx`, `node --import tsx` and the test runner (a worker does not inherit
// the test runner's loader).
import { tsImport } from 'tsx/esm/api';

await tsImport('./generate-thread-worker.ts', import.meta.url);
