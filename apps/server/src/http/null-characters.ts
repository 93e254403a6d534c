import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/** Django REST framework's wording for the same refusal. */
export const NULL_CHARACTER_MESSAGE = 'Null characters are not allowed.';

/** The path ('a.b') of the first string holding U+0000, or null. */
function fieldWithNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'non_field_errors' : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = fieldWithNul(item, path);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = fieldWithNul(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL text and jsonb cannot hold U+0000, so a value carrying it would fail in the database
 * as a 500: it is refused up front as a 400 naming the field, wherever it comes (path, query, body).
 */
export async function refuseNullCharacters(request: FastifyRequest) {
  const field = fieldWithNul(request.params, '') ?? fieldWithNul(request.query, '') ?? fieldWithNul(request.body, '');
  if (field) throw badRequest({ [field]: [NULL_CHARACTER_MESSAGE] });
}

/** The same rule for multipart text fields, which handlers read themselves. */
export function refuseNullInField(name: string, value: string) {
  if (value.includes('\u0000')) throw badRequest({ [name]: [NULL_CHARACTER_MESSAGE] });
}
