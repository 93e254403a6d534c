import { listFileMessages } from '@registry/core/list-file-messages';
import type { Db } from '../../db/database.ts';
import { StoredFileMissing, type FileStorage } from '../../adapters/file-storage.ts';
import { enqueue } from '../../jobs/queue.ts';
import { JobInterrupted, JobYielded } from '../../jobs/worker.ts';
import { faultPoint } from '../../jobs/fault-point.ts';
import { ListFileError } from './list-file-error.ts';
import { fileMissingMessage } from '../../http/stored-file.ts';
import { finishParse, findList, insertItems, type ListRecord } from './queries.ts';
import { readListInThread } from './parse-thread.ts';
import type { ItemBatch, ReadOutcome } from './read-list-items.ts';
import { LIST_JOB_ATTEMPTS } from './list-job-types.ts';

/** Rows written per transaction while parsing. */
export const PARSE_BATCH = 1000;

/**
 * Work time a list's parse may take over all its turns (reading in its thread and storing rows),
 * far above a real supplier list (100,000 rows take about 10 s on an idle machine): past it, the list ends with a
 * parsing error and the rows read so far, instead of holding the queue.
 */
export const PARSE_BUDGET_MS = 300_000;

export interface ParseDeps {
  db: Db;
  files: FileStorage;
}

export interface ParseContext {
  /** Aborted when the worker stops: the parse ends after the current batch (and is requeued). */
  signal?: AbortSignal;
  /** The job's time in its earlier turns. */
  workMs?: number;
  /** True when the job's turn is over (JobContext.turnOver). */
  turnOver?: () => Promise<boolean>;
  /** Tests: PARSE_BUDGET_MS. */
  budgetMs?: number;
}

/** A list's reading left open when its job gave up its turn, to go on from at its next turn. */
interface OpenReading {
  items: AsyncGenerator<ItemBatch, ReadOutcome>;
  fileKey: string;
}

/**
 * Readings kept open between turns in this process, at most MAX_OPEN (the oldest is closed, and
 * read again from the start at its turn: slower, never wrong, as stored rows are skipped).
 */
const openReadings = new Map<number, OpenReading>();
const MAX_OPEN = 4;
/** A reading not taken up again within this long is closed. */
const OPEN_READING_MS = 10 * 60_000;

function keepReading(listId: number, reading: OpenReading) {
  openReadings.set(listId, reading);
  while (openReadings.size > MAX_OPEN) {
    const [oldest, dropped] = openReadings.entries().next().value!;
    openReadings.delete(oldest);
    void dropped.items.return(emptyOutcome());
  }
  const timer = setTimeout(() => {
    if (openReadings.get(listId) !== reading) return;
    openReadings.delete(listId);
    void reading.items.return(emptyOutcome());
  }, OPEN_READING_MS);
  timer.unref();
}

/** The list's open reading, if this process has one (of the same file), taken out of the cache. */
function takeReading(listId: number, fileKey: string | null): OpenReading | undefined {
  const reading = openReadings.get(listId);
  openReadings.delete(listId);
  if (reading && reading.fileKey === fileKey) return reading;
  void reading?.items.return(emptyOutcome());
  return undefined;
}

const emptyOutcome = (): ReadOutcome => ({
  header: [],
  nonstandardFields: [],
  fileError: null,
  unstoredRepeats: 0,
  repeatNotes: [],
});

/**
 * The parse step: every row of the stored file becomes an item (PARSED, ERROR_PARSING or
 * DUPLICATE), read in a thread of its own and written in batches. A resumed run reads the file
 * again and skips rows already stored, so each row is written once. Its turn over, the job goes
 * back to the queue (JobYielded) with its reading kept open. Ends by recording the list-level
 * errors and, when the list is approved, queueing the geocode and match step.
 */
export async function parseList(deps: ParseDeps, listId: number, context: ParseContext = {}): Promise<void> {
  const list = await findList(deps.db, listId);
  if (!list || list.parsed_at || list.status === 'REJECTED') {
    takeReading(listId, null);
    return;
  }
  const started = performance.now();
  const budgetMs = context.budgetMs ?? PARSE_BUDGET_MS;
  let outcome = emptyOutcome();
  let reading = takeReading(listId, list.file_key);
  try {
    if (!reading) {
      const content = await deps.files.get(list.file_key).catch((error: unknown) => {
        // A file lost from storage will not come back by retrying: the list says so instead.
        throw error instanceof StoredFileMissing ? new ListFileError(fileMissingMessage) : error;
      });
      reading = { items: readListInThread(list.file_name, content, PARSE_BATCH), fileKey: list.file_key };
    }
    for (;;) {
      const next = await reading.items.next();
      if (next.done) {
        outcome = next.value;
        break;
      }
      outcome = { ...outcome, header: next.value.header, nonstandardFields: next.value.nonstandardFields };
      await insertItems(deps.db, listId, next.value.items);
      if (context.signal?.aborted) throw new JobInterrupted();
      if ((context.workMs ?? 0) + performance.now() - started > budgetMs)
        throw new ListFileError(listFileMessages.readingTooLong(budgetMs / 1000));
      if (await context.turnOver?.()) {
        keepReading(listId, reading);
        reading = undefined;
        throw new JobYielded();
      }
    }
  } catch (error) {
    if (!(error instanceof ListFileError)) throw error;
    // Rows read before a file-level error are kept (they are items like any other).
    outcome = { ...outcome, fileError: error.message };
  } finally {
    await reading?.items.return(emptyOutcome());
  }
  faultPoint('parse:stored');
  await deps.db.transaction().execute(async (trx) => {
    const current = await findList(trx, listId, { lock: true });
    if (!current || current.parsed_at) return;
    await finishParse(trx, listId, {
      header: outcome.header,
      nonstandardFields: outcome.nonstandardFields,
      parsingErrors: outcome.fileError ? [{ message: outcome.fileError, type: 'ParsingError' }] : [],
      unstoredRepeats: outcome.unstoredRepeats,
      repeatNotes: outcome.repeatNotes,
    });
    if (current.status === 'APPROVED') await enqueueProcessing(trx, current);
  });
}

export async function enqueueProcessing(
  db: Parameters<typeof enqueue>[0],
  list: Pick<ListRecord, 'id' | 'contributor_id'>,
): Promise<void> {
  await enqueue(
    db,
    'lists.process',
    { listId: list.id },
    { dedupeKey: `lists.process:${list.id}`, maxAttempts: LIST_JOB_ATTEMPTS, owner: listJobOwner(list) },
  );
}

/** The owner of a list's jobs (queue turns are per contributor). */
export const listJobOwner = (list: Pick<ListRecord, 'contributor_id'>) => `contributor:${list.contributor_id}`;
