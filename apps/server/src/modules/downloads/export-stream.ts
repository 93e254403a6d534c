import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { DOWNLOAD_CONTENT_TYPES } from '@registry/core/download-api';
import type { Db } from '../../db/database.ts';
import { contributorNames, exportCsvBatch, exportRows, type ExportQuery, type ExportRow } from './export-queries.ts';
import { csvLine, DOWNLOAD_HEADERS, downloadRow, type DownloadCell } from './download-columns.ts';

export type DownloadFormat = 'csv' | 'xlsx';

export const DOWNLOAD_FILES: Record<DownloadFormat, { fileName: string; contentType: string }> = {
  csv: { fileName: 'facilities.csv', contentType: DOWNLOAD_CONTENT_TYPES.csv },
  xlsx: { fileName: 'facilities.xlsx', contentType: DOWNLOAD_CONTENT_TYPES.xlsx },
};

/** Batches of download cells; contributor names are looked up once per export. */
async function* cellBatches(db: Db, query: ExportQuery, batchSize: number): AsyncGenerator<DownloadCell[][]> {
  const names = new Map<number, string>();
  for await (const batch of exportRows(db, query, batchSize)) {
    const missing = new Set<number>();
    for (const row of batch as ExportRow[])
      for (const id of row.public_contributor_ids) if (!names.has(id)) missing.add(id);
    if (missing.size) for (const [id, name] of await contributorNames(db, [...missing])) names.set(id, name);
    yield batch.map((row) => downloadRow(row, names));
  }
}

const CSV_BATCH = 5000;
type CsvBatch = Awaited<ReturnType<typeof exportCsvBatch>>;

/**
 * CSV with a byte-order mark (spreadsheets then read UTF-8), written batch by batch as rows are
 * read; the database builds each batch's lines, and the next batch is read while this one is sent.
 */
export function csvExport(db: Db, query: ExportQuery): Readable {
  const fetchAfter = (after: string | null) => {
    const next = exportCsvBatch(db, query, after, CSV_BATCH);
    next.catch(() => undefined); // a client that goes away must not leave an unhandled rejection
    return next;
  };
  async function* chunks() {
    yield `\uFEFF${csvLine(DOWNLOAD_HEADERS)}`;
    let pending: Promise<CsvBatch> | null = fetchAfter(null);
    while (pending) {
      const batch: CsvBatch = await pending;
      pending = batch.rows === CSV_BATCH ? fetchAfter(batch.last) : null;
      if (batch.chunk) yield batch.chunk;
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** XLSX through exceljs' streaming writer: each row is committed (and freed) as soon as it is added. */
export function xlsxExport(db: Db, query: ExportQuery): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('facilities');
  (async () => {
    sheet.addRow([...DOWNLOAD_HEADERS]).commit();
    // Small batches: exceljs holds a batch's row objects and zip buffers until they are written.
    for await (const rows of cellBatches(db, query, 1000)) {
      for (const cells of rows) sheet.addRow(cells).commit();
      // Keep no more than the stream's buffer in memory while the client reads.
      if (output.writableNeedDrain) await once(output, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

export const exportStream = (format: DownloadFormat, db: Db, query: ExportQuery) =>
  format === 'csv' ? csvExport(db, query) : xlsxExport(db, query);
