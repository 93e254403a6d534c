import type { FastifySchemaCompiler } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
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

/** For a route whose handler reads its input itself (for refusals a schema cannot give): the schema only documents it. */
export const documentedOnly = () => (data: unknown) => ({ value: data });

/** Validates params and query string; the body is only documented, for a handler that must read it after its own checks. */
export const bodyReadByHandler = (route: FastifyRouteSchemaDef<unknown>) =>
  route.httpPart === 'body' ? documentedOnly() : validatorCompiler({ ...route, schema: route.schema as z.ZodType });
