import { z } from 'zod';
import { pageLinkFields } from './paging-api.ts';

/**
 * Answers of the download routes (pages, the download log, the allowance, buying more records):
 * declared in the routes' schemas, read by the web app as inferred types.
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
