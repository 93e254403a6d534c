import { sql } from 'kysely';
import type { FileStorage } from '../adapters/file-storage.ts';
import type { Db } from '../db/database.ts';
import { enqueue } from './queue.ts';

declare module './job-types.ts' {
  interface JobPayloads {
    'files.sweep': Record<string, never>;
  }
}

export const ORPHAN_SWEEP_JOB = 'files.sweep';

/**
 * A file younger than this is never swept: an upload stores its file before the row that points
 * at it commits, so a fresh file with no row yet may be one still being saved.
 */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

/** How often the in-process worker queues a sweep (and once at start, after a crash most of all). */
export const ORPHAN_SWEEP_EVERY_MS = 6 * 60 * 60 * 1000;

/** Every key a row points at: lists, claim attachments, Find OS IDs files and their results. */
async function referencedKeys(db: Db): Promise<Set<string>> {
  const { rows } = await sql<{ key: string }>`
    select file_key as key from facility_lists
    union all select file_key from facility_claim_attachments
    union all select file_key from facility_match_jobs
    union all select result_key from facility_match_jobs where result_key is not null`.execute(db);
  return new Set(rows.map((row) => row.key));
}

/**
 * Deletes stored files that no row points at and that are older than ORPHAN_MIN_AGE_MS: what a
 * crash between storing an upload and committing its row leaves, or a write cut short (`*.tmp`).
 * Returns the keys deleted.
 */
export async function sweepOrphanFiles(deps: { db: Db; files: FileStorage }, now = new Date()): Promise<string[]> {
  const stored = await deps.files.list();
  const kept = await referencedKeys(deps.db);
  const orphans = stored.filter(
    (entry) => !kept.has(entry.key) && now.getTime() - entry.modifiedAt.getTime() >= ORPHAN_MIN_AGE_MS,
  );
  for (const orphan of orphans) await deps.files.delete(orphan.key);
  return orphans.map((orphan) => orphan.key);
}

/** Queues a sweep now and every ORPHAN_SWEEP_EVERY_MS (one at a time: the dedupe key); the timer never holds the process. */
export function scheduleOrphanSweeps(db: Db, log: { warn(object: object, message: string): void }): void {
  const queue = () =>
    enqueue(db, ORPHAN_SWEEP_JOB, {}, { dedupeKey: ORPHAN_SWEEP_JOB, maxAttempts: 1 }).catch((error: unknown) =>
      log.warn({ err: error }, 'could not queue the orphan file sweep'),
    );
  void queue();
  setInterval(() => void queue(), ORPHAN_SWEEP_EVERY_MS).unref();
}
