import fs from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../apps/server/src/db/database.ts';

/**
 * CPU time of processes of this machine, read from /proc (Linux): what a load cost, which stays
 * comparable when other work shares the machine (its latencies do not). The database is local:
 * its backends are processes here too.
 */

/** USER_HZ: /proc counts CPU time in ticks of 1/100 s on Linux. */
const TICK_MS = 10;

/** User + system CPU of a process so far, in ms; null when it is gone (or /proc is not there). */
export function cpuMsOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command (in parentheses, which may hold spaces): utime and stime are 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

/** A process and all its descendants (a server and its forked HTTP processes). */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/** The client backends of this database but `db`'s own: those serving the server under test. */
export async function backendsOf(db: Db): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity
    where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`.execute(db);
  return rows.map((row) => row.pid);
}

/** CPU per process at one moment. */
export type CpuSample = Map<number, number>;

export function sampleCpu(pids: number[]): CpuSample {
  const sample: CpuSample = new Map();
  for (const pid of pids) {
    const ms = cpuMsOf(pid);
    if (ms !== null) sample.set(pid, ms);
  }
  return sample;
}

/**
 * CPU spent between two samples, in ms: a process seen only at the end started meanwhile and
 * counts whole; one gone by the end is lost (a backend closed during the run: the pool keeps them).
 */
export function cpuBetween(before: CpuSample, after: CpuSample): number {
  let ms = 0;
  for (const [pid, end] of after) ms += end - (before.get(pid) ?? 0);
  return ms;
}
