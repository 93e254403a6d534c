import { z } from 'zod';

/** GET /health: 200 when the database answers, 503 (same shape) when it does not. */
export const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.boolean() });
export type Health = z.infer<typeof healthSchema>;
