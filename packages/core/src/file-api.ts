import { z } from 'zod';

/**
 * The success answer of a route that sends a file or picture rather than JSON, for its response
 * schema: OpenAPI shows the content type; the body (a Buffer, stream or text) is sent as it is.
 */
export const fileAnswer = (contentType: string, description: string) => ({
  description,
  // Any payload: the server sends a Buffer, a stream or text, which no JSON serialiser touches.
  content: { [contentType]: { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
});
