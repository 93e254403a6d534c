import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { badRequest, zodFieldErrors } from './errors.ts';

/**
 * Validates a route's declared params, querystring and body with their zod schemas, refusing
 * with the same 400 as parseOrThrow (the spec's field-error shape, list positions left out). A
 * request without a body is checked as an empty object, as the handlers took it before.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(httpPart === 'body' && data === null ? {} : data);
    return result.success ? { value: result.data } : { error: badRequest(zodFieldErrors(result.error.issues)) };
  };
