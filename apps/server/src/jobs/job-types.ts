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
  /** Milliseconds the job ran in its earlier turns (a job's time budget counts them all). */
  workMs?: number;
  /**
   * True once the job has had its slice of the worker and another job is waiting: a long job asks
   * between batches and, told so, throws JobYielded to go back to the queue behind the others
   * (jobs are taken in turn per owner, queue.ts). Cheap to call often. (Optional: a job run by hand has no turns.)
   */
  turnOver?(): Promise<boolean>;
}

export type JobHandler<N extends JobName> = (payload: JobPayloads[N], context: JobContext) => Promise<void>;

export type JobHandlers = { [N in JobName]?: JobHandler<N> };
