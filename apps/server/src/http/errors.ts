import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

/** Field -> messages; the key `non_field_errors` holds messages about the whole request. */
export type FieldErrors = Record<string, string[]>;

/**
 * An error a user can cause. Legacy routes answer it in the spec's first style
 * (`{detail}` or `{field: [messages]}`); /api/v1 routes in the structured style
 * (`{detail, errors: [{field, detail}]}`).
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly fieldErrors?: FieldErrors,
    /** Answer exactly 400 on /api/v1 routes too (which otherwise turn 400 into 422): a malformed id, not a bad body. */
    readonly malformed = false,
  ) {
    super(detail);
  }
}

export const badRequest = (fieldErrors: FieldErrors, detail = 'The request body is invalid.') =>
  new ApiError(400, detail, fieldErrors);
export const notAuthenticated = () => new ApiError(401, 'Authentication credentials were not provided.');
export const forbidden = (detail = 'You do not have permission to perform this action.') => new ApiError(403, detail);
export const notFound = (detail = 'Not found.') => new ApiError(404, detail);
export const conflict = (detail: string, fieldErrors?: FieldErrors) => new ApiError(409, detail, fieldErrors);
export const malformedRequest = (detail: string, fieldErrors?: FieldErrors) =>
  new ApiError(400, detail, fieldErrors, true);

/**
 * Groups zod issues by field ('a.b'; list positions left out, so every item of `countries`
 * reports under `countries`); issues about the whole object go to non_field_errors.
 */
export function zodFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.filter((segment) => typeof segment !== 'number');
    const key = path.length ? path.map(String).join('.') : 'non_field_errors';
    const messages = (errors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/** Parses with a zod schema, throwing a 400 in the spec's field-error shape. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(zodFieldErrors(result.error.issues));
  return result.data;
}

const BROKEN_MULTIPART =
  /^(Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Multipart: Boundary not found|Boundary required)$/;

const isStructuredRoute = (url: string) => url.startsWith('/api/v1/');

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  statusCode: number,
  detail: string,
  fieldErrors?: FieldErrors,
  malformed = false,
) {
  if (isStructuredRoute(request.url)) {
    const errors = Object.entries(fieldErrors ?? {}).flatMap(([field, messages]) =>
      messages.map((message) => ({ field, detail: message })),
    );
    const body =
      statusCode === 400 || statusCode === 422 ? { detail, errors } : errors.length ? { detail, errors } : { detail };
    return reply.status(statusCode === 400 && !malformed ? 422 : statusCode).send(body);
  }
  return reply.status(statusCode).send(fieldErrors && Object.keys(fieldErrors).length ? fieldErrors : { detail });
}

/** The one place that turns thrown errors into HTTP answers; a 500 never carries internals. */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError)
    return send(reply, request, error.statusCode, error.detail, error.fieldErrors, error.malformed);
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode === 429) return send(reply, request, 429, error.message);
  if (statusCode === 413) return send(reply, request, 413, 'The uploaded file is too large.');
  if (statusCode === 415) return send(reply, request, 415, 'Unsupported content type.');
  // The multipart parser's refusals of a body cut short or without its boundary carry no status.
  if (BROKEN_MULTIPART.test(error.message)) return send(reply, request, 400, `Malformed request: ${error.message}`);
  // The multipart parser's search for its boundary takes at most 256 bytes (RFC 2046: 70 characters).
  if (error.message === 'The needle cannot have a length bigger than 256.')
    return send(
      reply,
      request,
      400,
      'Malformed request: the multipart boundary is too long (RFC 2046 allows 70 characters).',
    );
  if (statusCode >= 400 && statusCode < 500) {
    // Fastify's own client errors (bad JSON, empty body, ...) have safe messages.
    return send(reply, request, statusCode, statusCode === 400 ? `Malformed request: ${error.message}` : error.message);
  }
  const code = (error as { code?: string }).code;
  if (code === 'ENOSPC' || code === 'EDQUOT') {
    request.log.error({ err: error }, 'storage full');
    return send(
      reply,
      request,
      507,
      'There is no room to store the file right now. Please try again later or contact support.',
    );
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return send(
      reply.header('retry-after', '5'),
      request,
      503,
      'The service is temporarily unavailable. Please try again shortly.',
    );
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, request, 500, 'A server error occurred.');
}

/**
 * The router's own refusals, before any route runs: a path that is not valid percent-encoding, or a
 * path parameter longer than the router takes. Same shape as every other error.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const refusal =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new ApiError(414, 'The address is too long.', undefined, true)
      : malformedRequest('The address is not valid.');
  return errorHandler(refusal, request, reply);
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, 404, 'Not found.');
}
