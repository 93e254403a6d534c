/** The account jobs (typed by declaration merging into the queue's job map). */
declare module '../../jobs/job-types.ts' {
  interface JobPayloads {
    /** A password reset request: the link is made and mailed off the request path. */
    'auth.password-reset': { email: string };
  }
}

export const PASSWORD_RESET_JOB = 'auth.password-reset';
