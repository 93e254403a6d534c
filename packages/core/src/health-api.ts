import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** GET /health: 200 when the database answers, 503 (same shape) when it does not. */
export const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.boolean() });
export type Health = z.infer<typeof healthSchema>;

export const healthEndpoint = endpoint({
  method: 'GET',
  path: '/health',
  access: 'public',
  tags: ['health'],
  response: { 200: healthSchema, 503: healthSchema },
});
