import type { FastifySchemaCompiler } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import type { z } from 'zod';
import { badRequest, zodFieldErrors } from './errors.ts';

/**
 * Validates a route's zod schemas (params, querystring, body) with the same 400 as parseOrThrow,
 * so moving a parse from a handler into the route schema keeps its answer. A missing body is read
 * as {} and answered field by field, as the handlers' `request.body ?? {}` did.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(httpPart === 'body' && data == null ? {} : data);
    return result.success ? { value: result.data } : { error: badRequest(zodFieldErrors(result.error.issues)) };
  };

/**
 * For a multipart route: its path and query are validated, the body schema only documents the
 * form, which the handler reads part by part.
 */
export function formDocumentedOnly<S>(route: FastifyRouteSchemaDef<S>) {
  return route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : zodValidatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}

/**
 * For a route whose input rule depends on the input itself (which form of a query it is): the
 * schemas only document it, the handler checks the form it got.
 */
export const inputDocumentedOnly = () => (data: unknown) => ({ value: data });
