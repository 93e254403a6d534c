import { z } from 'zod';

/**
 * "Find OS IDs": matching as a service (issue [2.9]). POST /api/facilities/?create=false answers
 * one record, POST /api/facilities/match/ a batch or a file; nothing is stored but the API call
 * count (larger files: the caller's job and its result file). The server validates and documents
 * its answers with these schemas; the web reads the inferred types.
 */

/** What the matcher decided for a record, in the list pipeline's words: NEW_FACILITY means no match. */
export const FACILITY_MATCH_STATUSES = ['MATCHED', 'POTENTIAL_MATCH', 'NEW_FACILITY'] as const;
export type FacilityMatchStatus = (typeof FACILITY_MATCH_STATUSES)[number];
/** A batch row that could not be matched (its `errors` say why). */
export const MATCH_ROW_ERROR = 'ERROR';

/** Records answered in one synchronous call; a larger file runs as a job. */
export const MATCH_BATCH_LIMIT = 1000;
export const MATCH_JOB_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
/** Columns the result file adds to the file's own. */
export const MATCH_RESULT_COLUMNS = ['os_id', 'match_status', 'confidence'] as const;

export const facilityMatchMessages = {
  createFlag: "Must be 'true' or 'false'.",
  notArray: 'Send a JSON array of records ({country, name, address}) or a CSV or XLSX file as multipart/form-data.',
  empty: 'Send at least one record.',
  tooManyRecords: (limit: number) =>
    `Send at most ${limit.toLocaleString('en-US')} records at once; upload a file to match more.`,
  recordNotObject: 'The record must be an object with country, name and address.',
  notText: (field: string) => `The ${field} must be text.`,
  notCoordinate: (field: string) => `The ${field} must be a number.`,
  overLimit: (records: number, left: number) =>
    `This request has ${records.toLocaleString('en-US')} records to match, and ${left.toLocaleString('en-US')} API calls are left in this period.`,
  jobFailed: 'The file could not be matched. Please upload it again.',
  /** Said on the page and in the API documentation. */
  nothingPublished:
    'Nothing you upload here is published or added to the registry: the file is only matched against it.',
} as const;

/** One record to match, as sent to POST /api/facilities/?create=false or in a batch. */
export const matchRecordSchema = z.object({
  country: z.string().describe('ISO 3166-1 alpha-2 or alpha-3 code, or English name'),
  name: z.string(),
  address: z.string(),
  lat: z
    .number()
    .optional()
    .describe('With lng: where the facility is; otherwise the address is geocoded, as for a list row'),
  lng: z.number().optional(),
});
export type MatchRecord = z.infer<typeof matchRecordSchema>;

/** What raised and lowered the matcher's confidence (a conflicting pair is never matched automatically). */
export const matchEvidenceSchema = z.object({
  raised: z.array(z.string()),
  lowered: z.array(z.string()),
  conflicting: z.boolean(),
});
export type MatchEvidence = z.infer<typeof matchEvidenceSchema>;

/** The evidence in one short line ('For: same name, nearby. Against: other house number 388 / 300.'); '' when there is none. */
export function evidenceSentence(evidence: Pick<MatchEvidence, 'raised' | 'lowered'>): string {
  const parts = [];
  if (evidence.raised.length > 0) parts.push(`For: ${evidence.raised.join(', ')}.`);
  if (evidence.lowered.length > 0) parts.push(`Against: ${evidence.lowered.join(', ')}.`);
  return parts.join(' ');
}

/** A facility the record matched, or a candidate for it. */
export const facilityMatchSchema = z.object({
  os_id: z.string(),
  name: z.string(),
  address: z.string(),
  /** The matcher's confidence, 0..1. */
  confidence: z.number(),
  evidence: matchEvidenceSchema,
});
export type FacilityMatch = z.infer<typeof facilityMatchSchema>;

/** The answer for one record: MATCHED names its facility; POTENTIAL_MATCH lists the candidates, best first. */
export const matchResultSchema = z.object({
  status: z.enum(FACILITY_MATCH_STATUSES),
  /** The matched facility (MATCHED), else null. */
  os_id: z.string().nullable(),
  /** The matched facility's confidence, or the best candidate's; null without one. */
  confidence: z.number().nullable(),
  matches: z.array(facilityMatchSchema),
});
export type MatchResult = z.infer<typeof matchResultSchema>;

/** One row of a batch, in input order: a result, or ERROR with the reasons. */
export const matchRowResultSchema = z.object({
  /** Position in the input: the array index, or the file's data row (file line = row_index + 2). */
  row_index: z.number(),
  status: z.enum([...FACILITY_MATCH_STATUSES, MATCH_ROW_ERROR]),
  os_id: z.string().nullable(),
  confidence: z.number().nullable(),
  matches: z.array(facilityMatchSchema),
  errors: z.array(z.string()),
  /** A file's row as read (its cells in the header's order), so the caller can write the file back. */
  cells: z.array(z.string()).optional(),
});
export type MatchRowResult = z.infer<typeof matchRowResultSchema>;

export const matchBatchSchema = z.object({
  count: z.number(),
  /** A file's header row (file uploads only). */
  header: z.array(z.string()).optional(),
  results: z.array(matchRowResultSchema),
});
export type MatchBatch = z.infer<typeof matchBatchSchema>;

/** A file of more than MATCH_BATCH_LIMIT rows, matched in the background. */
export const matchJobSchema = z.object({
  id: z.number(),
  status: z.enum(MATCH_JOB_STATUSES),
  file_name: z.string(),
  row_count: z.number(),
  processed_count: z.number(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** Where the file with the added columns is downloaded, once DONE. */
  result_url: z.string().nullable(),
});
export type MatchJob = z.infer<typeof matchJobSchema>;

/** The name of the file written back: the upload's, as CSV, marked as the matched copy. */
export const matchResultFileName = (fileName: string) => `${fileName.replace(/\.(csv|xlsx)$/i, '')}-os-ids.csv`;

const csvCell = (value: string) =>
  /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/**
 * The file written back: its own columns, then os_id, match_status and confidence (the matched
 * facility's; for POTENTIAL_MATCH the best candidate's, with os_id empty). One rule for the
 * server's job result and the page's download of a synchronous answer.
 */
export function annotatedCsv(
  header: readonly string[],
  rows: Iterable<Pick<MatchRowResult, 'status' | 'os_id' | 'confidence'> & { cells: readonly string[] }>,
): string {
  const lines = [annotatedCsvHeader(header)];
  for (const row of rows) lines.push(annotatedCsvLine(header.length, row));
  return `${lines.join('\r\n')}\r\n`;
}

/** The header line of annotatedCsv. */
export const annotatedCsvHeader = (header: readonly string[]) =>
  [...header, ...MATCH_RESULT_COLUMNS].map(csvCell).join(',');

/** One data line of annotatedCsv (the job writes its file line by line). */
export function annotatedCsvLine(
  columns: number,
  row: Pick<MatchRowResult, 'status' | 'os_id' | 'confidence'> & { cells: readonly string[] },
): string {
  const cells = Array.from({ length: Math.max(columns, row.cells.length) }, (_, i) => row.cells[i] ?? '');
  return [...cells, row.os_id ?? '', row.status, row.confidence === null ? '' : String(row.confidence)]
    .map(csvCell)
    .join(',');
}
