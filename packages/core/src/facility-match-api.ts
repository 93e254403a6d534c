import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { fileAnswer } from './file-api.ts';
import { pendingModerationEventSchema } from './production-location-api.ts';
import { productionLocationPayloadSchema } from './production-location-payload.ts';

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

const tags = ['find OS IDs'];
const security = [{ token: [] }];

export const matchCreateQuery = z.object({
  create: z
    .enum(['true', 'false'], { error: facilityMatchMessages.createFlag })
    .default('true')
    .describe('false: only match, store nothing (default true: contribute)'),
});
const jobParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Must be a whole number.')
    .transform(Number),
});
const limit = MATCH_BATCH_LIMIT.toLocaleString('en-US');

/** Both branches (match, contribute) are a contributor's; the handler reads the body by `create`. */
export const matchOneEndpoint = endpoint({
  method: 'POST',
  path: '/api/facilities/',
  access: 'contributor',
  tags,
  summary: 'Match one record (create=false: nothing is stored), or contribute it (create=true, the default)',
  description:
    `create=false answers the match status (MATCHED, POTENTIAL_MATCH, or NEW_FACILITY: no match), the matched facility or the candidates with OS ID, name, address, confidence and the matcher's evidence; one API call. ${facilityMatchMessages.nothingPublished} ` +
    "create=true contributes the location as POST /api/v1/production-locations/ does (its body, its answer 202 with the pending moderation event, its refusals in this route's error style). " +
    'Refusals: 400 a missing or invalid field ({field: [messages]}) or a record the list rules refuse ({non_field_errors: [...]}); 429 over the API allowance or rate limit.',
  query: matchCreateQuery,
  body: matchRecordSchema.or(productionLocationPayloadSchema),
  response: { 200: matchResultSchema, 202: pendingModerationEventSchema },
  security,
});

export const matchBatchEndpoint = endpoint({
  method: 'POST',
  path: '/api/facilities/match/',
  access: 'contributor',
  tags,
  summary: `Match up to ${limit} records at once; nothing is stored`,
  description:
    `A JSON array of records ({country, name, address, lat?, lng?}), or multipart/form-data with a .csv or .xlsx file (field "file") with the list template's columns. ` +
    `Answers one result per record, in input order; a record that cannot be matched has status ERROR and its errors, the others are answered all the same. ` +
    `A file of more than ${limit} rows is matched in the background: 202 with the job, whose result_url gives the file back with os_id, match_status and confidence added. ` +
    `Each record is one API call; a request with more records than the allowance has left answers 429. ${facilityMatchMessages.nothingPublished}`,
  consumes: ['application/json', 'multipart/form-data'],
  body: z.array(matchRecordSchema).max(MATCH_BATCH_LIMIT),
  response: { 200: matchBatchSchema, 202: matchJobSchema },
  security,
});

export const matchJobEndpoint = endpoint({
  method: 'GET',
  path: '/api/facilities/match/jobs/:id/',
  access: 'contributor',
  tags,
  summary: 'A matching job of yours: status and progress (processed_count of row_count)',
  params: jobParams,
  response: { 200: matchJobSchema },
  security,
});

export const matchJobFileEndpoint = endpoint({
  method: 'GET',
  path: '/api/facilities/match/jobs/:id/file/',
  access: 'contributor',
  tags,
  summary:
    'The file of a finished job, as CSV with os_id, match_status and confidence added to its columns (409 until DONE)',
  params: jobParams,
  response: { 200: fileAnswer('text/csv', 'The matched file (a download)') },
  security,
});
