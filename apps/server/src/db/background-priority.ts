import fs from 'node:fs';
import os from 'node:os';
import { CompiledQuery, type DatabaseConnection } from 'kysely';

/**
 * How much lower than this process the PostgreSQL backends serving background work (list parsing,
 * geocoding, matching, refreshes) run. On two cores a list's candidate searches and a visitor's
 * name search compete for the same CPU: at 1.2M facilities the visitor's p99 went from 151 ms
 * idle to 387–405 ms while a list was matched. Ten steps lower, a busy background backend gets
 * about a tenth of what a normal one wants of a core both want, and the whole of any core nobody
 * else wants, so the list slows only while requests are being answered. Relative, not the lowest
 * there is: beside other work at a lower priority (CI runs a second suite at nice 10), nice 19
 * would starve the list.
 */
export const BACKGROUND_NICE_STEP = 10;

/** The nice value background backends get: BACKGROUND_NICE_STEP below this process's, at most 19. */
export const backgroundNice = () => Math.min(19, os.getPriority() + BACKGROUND_NICE_STEP);

const LOOPBACK = new Set(['127.0.0.1', '::1']);

/**
 * Lowers the CPU priority of the backend behind `connection`, when that backend is a process on
 * this machine (a Unix socket or loopback connection, and /proc names it postgres) and this
 * process may renice it (the same user, or root). Otherwise it does nothing: a database on another
 * machine is that machine's to schedule. Returns whether the priority was lowered.
 */
export async function lowerBackendPriority(connection: DatabaseConnection): Promise<boolean> {
  const { rows } = await connection.executeQuery<{ pid: number; address: string | null }>(
    CompiledQuery.raw('select pg_backend_pid() as pid, host(inet_server_addr()) as address'),
  );
  const backend = rows[0];
  if (!backend || (backend.address !== null && !LOOPBACK.has(backend.address))) return false;
  try {
    // A pid seen through a loopback port forwarded into a container would name another process here.
    if (fs.readFileSync(`/proc/${backend.pid}/comm`, 'utf8').trim() !== 'postgres') return false;
    const nice = backgroundNice();
    if (os.getPriority(backend.pid) < nice) os.setPriority(backend.pid, nice); // lower it, never raise it
    return true;
  } catch {
    return false; // no /proc (not Linux), or another user's server: it keeps its priority
  }
}
