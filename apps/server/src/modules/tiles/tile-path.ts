import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import type { z } from 'zod';
import { ApiError, badRequest } from '../../http/errors.ts';
import { validatorCompiler } from '../../http/validation.ts';

/**
 * Tile routes refuse a bad address in one plain sentence ({detail}: the first problem); a bad
 * cache key keeps its field error (the client's text). Their query strings validate as any route's.
 * The addresses' schemas are declared with the routes, in packages/core/src/tiles-api.ts.
 */
export const tileValidatorCompiler = (route: FastifyRouteSchemaDef<unknown>) => {
  const schema = route.schema as z.ZodType;
  if (route.httpPart !== 'params') return validatorCompiler({ ...route, schema });
  return (data: unknown) => {
    const parsed = schema.safeParse(data);
    if (parsed.success) return { value: parsed.data };
    const issue = parsed.error.issues[0]!;
    return { error: issue.path[0] === 'key' ? badRequest({ key: [issue.message] }) : new ApiError(400, issue.message) };
  };
};
