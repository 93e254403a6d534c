import type { FastifySchemaCompiler } from 'fastify';
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
export const formDocumentedOnly: FastifySchemaCompiler<z.ZodType> = (route) =>
  route.httpPart === 'body' ? (data) => ({ value: data }) : zodValidatorCompiler(route);
