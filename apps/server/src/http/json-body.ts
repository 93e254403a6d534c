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

const clientError = (message: string, statusCode: number) => Object.assign(new Error(message), { statusCode });

/** UTF-8 decoding that refuses invalid bytes, where the default decoding stores them as U+FFFD. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The charset a Content-Type names, lower-cased, or undefined. */
function charsetOf(contentType: string | undefined): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '')?.[1]?.toLowerCase();
}

/**
 * Fastify's JSON parser (with its protection against prototype poisoning), after checks of the
 * raw body: JSON is UTF-8 (RFC 8259), so a body that names another charset is a 415 and one
 * with bytes that are not UTF-8 a 400, instead of text quietly stored with U+FFFD in it; and a
 * linear scan refuses absurd nesting before anything walks the parsed value recursively.
 */
export function guardJsonDepth(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, raw, done) => {
    const charset = charsetOf(request.headers['content-type']);
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      done(clientError('Unsupported content type.', 415), undefined);
      return;
    }
    let body: string;
    try {
      body = utf8.decode(raw as Buffer);
    } catch {
      done(clientError('The body is not valid UTF-8.', 400), undefined);
      return;
    }
    if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
      done(clientError(`JSON nests deeper than ${MAX_JSON_DEPTH} levels.`, 400), undefined);
      return;
    }
    // Fastify's default parser answers through `done`; its type also allows the promise form.
    void parse(request, body, done);
  });
}
