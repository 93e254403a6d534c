import { setImmediate as nextTurn } from 'node:timers/promises';
import { ListFileError } from './list-file-error.ts';

/** What reading one uploaded list may cost; far above any real supplier list, far below an attack. */
export interface ListFileLimits {
  /** Bytes a workbook's parts may unpack to in all, counted as they are inflated (declared sizes are only a first check). */
  maxUnpackedBytes: number;
  /** Rows in the file, blank ones included (Excel's own sheet limit). */
  maxRows: number;
  /** Cells in a workbook's sheet (and strings in its shared-string table). */
  maxCells: number;
  /** Characters in one cell (Excel's own limit). */
  maxCellChars: number;
  /** Columns of the header and of any spreadsheet row. */
  maxColumns: number;
  /** Time spent inside the reader (unpacking and parsing, not the caller's work between rows). */
  maxReadMs: number;
}

export const LIST_FILE_LIMITS: ListFileLimits = {
  maxUnpackedBytes: 100 * 1024 * 1024,
  maxRows: 1_048_576,
  maxCells: 10_000_000,
  maxCellChars: 32_767,
  maxColumns: 500,
  maxReadMs: 60_000,
};

/**
 * What one row may store (issue [3.4]): a cell or a row over its limit makes the row ERROR_PARSING,
 * and a cell refused for its length is kept cut to REJECTED_CELL_CHARS (its real length is in the
 * row's message), so no stored row or cell is larger than its limit.
 */
export const LIST_ROW_LIMITS = {
  /** Characters in one cell, as in an Excel cell (a CSV has no limit of its own). */
  maxCellChars: LIST_FILE_LIMITS.maxCellChars,
  /** Characters in one row's cells together. */
  maxRowChars: 65_536,
  /** Characters kept of a cell refused for its length. */
  rejectedCellChars: 200,
} as const;

export const tooLargeUnpacked = () =>
  new ListFileError('The workbook is too large when unpacked; save the list as a smaller file or as CSV.');

/** Longest stretch of reading (with the caller's work on what was read) before other work gets a turn. */
const SLICE_MS = 10;

/**
 * Counts the reader's own time, so a slow caller (database writes between rows) never counts
 * against the file, and gives the event loop a turn between slices of reading.
 */
export class ReadingClock {
  private spentMs = 0;
  private since: number | null = null;
  private sliceStart = performance.now();

  constructor(private readonly maxMs: number) {}

  /** Starts a step of reading on the clock. */
  start(): void {
    this.since = performance.now();
  }

  /** Ends the step: the caller's work from now on is not counted. */
  stop(): void {
    if (this.since !== null) this.spentMs += performance.now() - this.since;
    this.since = null;
  }

  /** Refuses the file once reading has taken longer than allowed; called between chunks of work. */
  check(): void {
    const running = this.since === null ? 0 : performance.now() - this.since;
    if (this.spentMs + running > this.maxMs) {
      throw new ListFileError(
        `Reading the file took more than ${this.maxMs / 1000} seconds; save the list as a smaller file or as CSV.`,
      );
    }
  }

  /** Lets other work (requests) run once the current slice is over; the wait is not reading time. */
  async giveTurn(): Promise<void> {
    const now = performance.now();
    if (now - this.sliceStart < SLICE_MS) return;
    await nextTurn();
    this.sliceStart = performance.now();
    if (this.since !== null) this.since += this.sliceStart - now;
  }
}
