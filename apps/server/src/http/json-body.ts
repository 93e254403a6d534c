import type { FastifyInstance } from 'fastify';

/** No request body of the API nests anywhere near this deep; a deeper one is an attack on the stack. */
export const MAX_JSON_DEPTH = 64;

/** Whether arrays and objects in the JSON text nest deeper than `limit` (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Fastify's JSON parser (with its protection against prototype poisoning), after a linear scan that
 * refuses absurd nesting before anything walks the parsed value recursively.
 */
export function guardJsonDepth(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(
        Object.assign(new Error(`JSON nests deeper than ${MAX_JSON_DEPTH} levels.`), { statusCode: 400 }),
        undefined,
      );
      return;
    }
    // Fastify's default parser answers through `done`; its type also allows the promise form.
    void parse(request, body as string, done);
  });
}
