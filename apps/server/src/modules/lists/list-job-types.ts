/** The list pipeline's jobs (typed by declaration merging into the queue's job map). */
declare module '../../jobs/job-types.ts' {
  interface JobPayloads {
    'lists.parse': { listId: number };
    'lists.process': { listId: number };
    'lists.notify-processed': { listId: number };
  }
}

/** Attempts per list job; the last one marks rows that still fail ERROR_* instead of retrying. */
export const LIST_JOB_ATTEMPTS = 5;
