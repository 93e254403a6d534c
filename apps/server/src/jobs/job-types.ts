/**
 * Job name -> payload. Each module that has background work adds its jobs here by
 * declaration merging (`declare module '../../jobs/job-types.ts' { interface JobPayloads {...} }`),
 * so `enqueue` and the handlers are typed by the same map.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobPayloads {}

export type JobName = keyof JobPayloads & string;

export interface JobContext {
  jobId: number;
  attempt: number;
  /** Aborted when the worker stops: a long job ends at its next safe point and is requeued. */
  signal: AbortSignal;
}

export type JobHandler<N extends JobName> = (payload: JobPayloads[N], context: JobContext) => Promise<void>;

export type JobHandlers = { [N in JobName]?: JobHandler<N> };
