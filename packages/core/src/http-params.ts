import { z } from 'zod';

/** Path and query-string parts several endpoints share (declared with their endpoints, see endpoint.ts). */

const WHOLE_NUMBER = 'Must be a whole number.';

/** A positive whole number in a path or query string (ids: at most 2^52, exact in a double). */
export const positiveId = () =>
  z.coerce
    .number({ error: WHOLE_NUMBER })
    .int()
    .positive()
    .max(2 ** 52);

/** `/:id/` as a positive whole number. */
export const idParams = z.object({ id: positiveId() });

/** `?page=&pageSize=` of the staff's paged tables (page size up to 100, 20 by default). */
export const pageQuery = z.object({
  page: z.coerce.number({ error: WHOLE_NUMBER }).int().min(1).max(100000).default(1),
  pageSize: z.coerce.number({ error: WHOLE_NUMBER }).int().min(1).max(100).default(20),
});
