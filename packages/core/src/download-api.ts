import { z } from 'zod';
import { DOWNLOAD_PAGE_SIZE } from './download-limits.ts';
import { endpoint } from './endpoint.ts';
import { fileAnswer } from './file-api.ts';
import { pageLinkFields } from './paging-api.ts';
import { searchFilters } from './search-params.ts';

/**
 * The download routes (pages or a file of a search, the download log, the allowance, buying more
 * records, the payment provider's notifications): their endpoint declarations and answers, read by
 * the web app as inferred types.
 */

/** One page of a download, as the web app shows it before the file. */
export const downloadPageSchema = z.object({
  count: z.number(),
  ...pageLinkFields,
  nextPageURL: z.string().nullable().describe("The next page's path, for the web app."),
  results: z.object({ headers: z.array(z.string()), rows: z.array(z.array(z.unknown())) }),
});
export type DownloadPage = z.infer<typeof downloadPageSchema>;

/** POST /api/log-download/: the logged download (201 charged now, 200 charged already). */
export const downloadLogSchema = z.object({
  id: z.number(),
  path: z.string(),
  record_count: z.number().describe('The count the server found for the path.'),
  reported_record_count: z.number().describe('The count the client said.'),
  is_free: z.boolean(),
});

/** GET /api/download-allowance/: what the account can still download, and the flags that change the rule. */
export const downloadAllowanceSchema = z.object({
  private_instance: z.boolean(),
  purchasing_enabled: z.boolean(),
  isAnon: z.boolean(),
  allowed_records_number: z.number(),
  free_limit: z.number(),
  free_used: z.number(),
  free_remaining: z.number(),
  purchased_remaining: z.number(),
  remaining: z.number().optional().describe('Signed-in contributors: free_remaining + purchased_remaining.'),
  period_started_at: z.string().nullable(),
  renews_at: z.string().nullable(),
});
export type DownloadAllowance = z.infer<typeof downloadAllowanceSchema>;

/** POST /api/v1/download-locations-checkout-session/: the payment page to send the browser to. */
export const checkoutSessionSchema = z.object({ url: z.string() });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** The download's own query keys; everything else in its query is a search filter. */
export const DOWNLOAD_OWN_KEYS = ['format', 'pageSize', 'after', 'download', 'page'] as const;

/** The download's own parameters (the server reads them before the filters, each refused on its own). */
export const downloadParamsSchema = z.object({
  format: z.enum(['csv', 'xlsx'], { error: "Must be 'csv' or 'xlsx'." }).optional(),
  pageSize: z.coerce
    .number({ error: 'Must be a whole number.' })
    .int('Must be a whole number.')
    .min(1, 'Ensure this value is greater than or equal to 1.')
    .max(DOWNLOAD_PAGE_SIZE, `Ensure this value is less than or equal to ${DOWNLOAD_PAGE_SIZE}.`)
    .default(DOWNLOAD_PAGE_SIZE),
  after: z
    .string()
    .regex(/^[A-Z0-9]{15}$/, 'Must be an OS ID.')
    .optional(),
  download: z
    .string()
    .regex(/^\d{1,15}$/, 'Must be a download id.')
    .transform(Number)
    .optional(),
});

/**
 * The whole query string of GET /api/facilities-downloads/, as documented: the search filters and
 * the download's own keys. The server's parseDownloadRequest reads it (own keys first, then the
 * filters, each refused on its own).
 */
export const downloadQuery = searchFilters.omit({ page: true, pageSize: true }).extend(downloadParamsSchema.shape);

/** The file of a search query string (`countries=BD&sectors=Apparel`): its filters, no paging, the format. */
export function downloadFileQuery(searchQuery: string, format: 'csv' | 'xlsx'): URLSearchParams {
  const params = new URLSearchParams(searchQuery.replace(/^\?/, ''));
  for (const key of DOWNLOAD_OWN_KEYS) params.delete(key);
  params.set('format', format);
  return params;
}

const logDownloadQuery = z.object({
  path: z.string({ error: 'This field is required.' }).min(1, 'This field is required.').max(4000),
  record_count: z
    .string({ error: 'This field is required.' })
    .regex(/^\d{1,9}$/, 'Must be a whole number, 0 or more.')
    .transform(Number),
});

const checkoutBody = z.object({
  // A path on this site only: '//host' or a scheme would make the payment page an open redirect.
  redirect_path: z
    .string({ error: 'Must be a path on this site.' })
    .max(2000)
    .regex(/^\/(?![/\\])[^\s\\]*$/, 'Must be a path on this site.')
    .default('/'),
});

/** The media types of the two download files (the server's export-stream.ts sends them). */
export const DOWNLOAD_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const tags = ['downloads'];

/**
 * Access is public but for buying: an anonymous download is refused (401) by the allowance rule
 * after the search is read, since an embedded map's download or a private instance's is anyone's.
 */
export const downloadEndpoints = {
  facilities: endpoint({
    method: 'GET',
    path: '/api/facilities-downloads/',
    access: 'public',
    tags,
    summary: 'Download the facilities of a search',
    description:
      'Every filter of GET /api/facilities/. Without format: pages of up to 100 rows ({count, next, previous, nextPageURL, results: {headers, rows}}); follow next (absolute) or nextPageURL (a path). ' +
      'With format=csv or format=xlsx: the whole result as one streamed file (facilities.csv / facilities.xlsx). ' +
      'Signed-in accounts spend their download allowance once per download (a session caller sends the X-Client-Key header: without it, 403); the same search downloaded again within a day, in either format, costs nothing more. API token calls and downloads of your own contributor are free.',
    query: downloadQuery,
    response: {
      200: {
        description: 'A page of rows (JSON), or with format the whole result as a file',
        content: {
          'application/json': { schema: downloadPageSchema },
          ...fileAnswer(DOWNLOAD_CONTENT_TYPES.csv, '').content,
          ...fileAnswer(DOWNLOAD_CONTENT_TYPES.xlsx, '').content,
        },
      },
    },
  }),
  log: endpoint({
    method: 'POST',
    path: '/api/log-download/',
    access: 'public',
    tags,
    summary: 'Record a download of the search at path',
    description:
      'Charged now (201), or confirmed when the pages or file of that search were served in the last day (200).',
    query: logDownloadQuery,
    response: { 200: downloadLogSchema, 201: downloadLogSchema },
  }),
  allowance: endpoint({
    method: 'GET',
    path: '/api/download-allowance/',
    access: 'public',
    tags,
    summary: "The account's download allowance",
    response: { 200: downloadAllowanceSchema },
  }),
  checkoutSession: endpoint({
    method: 'POST',
    path: '/api/v1/download-locations-checkout-session/',
    access: 'contributor',
    tags,
    summary: 'Start buying more download records; answers the payment page URL',
    body: checkoutBody,
    response: { 200: checkoutSessionSchema },
  }),
  /** Stripe's signed notifications: the server reads the body as bytes and hides the route from the docs. */
  stripeWebhook: endpoint({
    method: 'POST',
    path: '/api/payments/stripe/webhook/',
    access: 'public',
    tags,
    summary: 'Payment notifications from Stripe',
    response: { 200: z.object({ received: z.literal(true) }) },
  }),
};
