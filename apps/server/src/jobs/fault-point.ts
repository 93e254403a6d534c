/**
 * Crash tests only (list-crash-recovery.test.ts): with FAULT_KILL_AT=<point>:<n> the process kills
 * itself with SIGKILL, as `kill -9` would (nothing cleaned up, open transactions cut off), the n-th
 * time it reaches the named point. Points: parse:row, parse:stored, geocode:saved, match:written
 * (inside the batch's open transaction), match:committed, and job:<job name> (the job's work done,
 * not yet marked done). Unset, or under NODE_ENV=production, reaching a point does nothing.
 */
const target = /^([\w.:-]+):(\d+)$/.exec(
  process.env.NODE_ENV === 'production' ? '' : (process.env.FAULT_KILL_AT ?? ''),
);
let reached = 0;

export function faultPoint(name: string): void {
  if (!target || name !== target[1]) return;
  reached += 1;
  if (reached === Number(target[2])) process.kill(process.pid, 'SIGKILL');
}
