import { V1_QUERY_INVALID } from '@registry/core/production-location-search-params';
import type { FastifyRequest } from 'fastify';
import { badRequest, malformedRequest } from './errors.ts';

/** Django REST framework's wording for the same refusal. */
export const NULL_CHARACTER_MESSAGE = 'Null characters are not allowed.';
export const LONE_SURROGATE_MESSAGE =
  'Text must be valid Unicode: an unpaired surrogate (\\ud800-\\udfff) is not allowed.';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

type Fault = 'nul' | 'surrogate';
const faultOf = (text: string): Fault | null =>
  text.includes('\u0000') ? 'nul' : LONE_SURROGATE.test(text) ? 'surrogate' : null;

/**
 * The path ('a.b') of the first string (or object key) PostgreSQL cannot take, with why. Walks with
 * its own stack: a deeply nested body must not overflow the call stack.
 */
function firstUnstorable(root: unknown): { field: string; fault: Fault } | null {
  const stack: [unknown, string][] = [[root, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      const fault = faultOf(value);
      if (fault) return { field: path || 'non_field_errors', fault };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], path]);
    } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
      const entries = Object.entries(value);
      for (const [key] of entries) {
        const fault = faultOf(key);
        if (fault) return { field: path || 'non_field_errors', fault };
      }
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        stack.push([item, path ? `${path}.${key}` : key]);
      }
    }
  }
  return null;
}

const refusal = ({ field, fault }: { field: string; fault: Fault }, inUrl?: 'path' | 'query') =>
  // A NUL is a value the database cannot store (a field error; a bad body is 422 on /api/v1, a bad
  // parameter 400 there too); a lone surrogate is not Unicode text at all.
  fault === 'nul'
    ? inUrl
      ? malformedRequest(inUrl === 'query' ? V1_QUERY_INVALID : 'The request path is invalid.', {
          [field]: [NULL_CHARACTER_MESSAGE],
        })
      : badRequest({ [field]: [NULL_CHARACTER_MESSAGE] })
    : malformedRequest('The request is not valid Unicode text.', { [field]: [LONE_SURROGATE_MESSAGE] });

/**
 * PostgreSQL text and jsonb cannot hold U+0000, and jsonb refuses an unpaired surrogate escape, so
 * such a value would fail in the database as a 500: it is refused up front as a 400 naming the
 * field, wherever it comes (path, query, body).
 */
export async function refuseNullCharacters(request: FastifyRequest) {
  const inPath = firstUnstorable(request.params);
  if (inPath) throw refusal(inPath, 'path');
  const inQuery = firstUnstorable(request.query);
  if (inQuery) throw refusal(inQuery, 'query');
  const inBody = firstUnstorable(request.body);
  if (inBody) throw refusal(inBody);
}

/** The same rule for multipart text fields, which handlers read themselves. */
export function refuseNullInField(name: string, value: string) {
  const fault = faultOf(value);
  if (fault) throw refusal({ field: name, fault });
}
