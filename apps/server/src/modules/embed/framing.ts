import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The embedded map is the web app opened with `embed=1` (for example
 * /facilities?embed=1&contributors=12). Only those pages may be framed by other sites; every other
 * page keeps frame-ancestors 'self' and X-Frame-Options. A third-party frame gets no session
 * cookie (SameSite=Lax), so an embed always runs as an anonymous visitor.
 */
export function isEmbedPage(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  return request.method === 'GET' && query?.embed === '1';
}

export function allowFramingByAnySite(reply: FastifyReply): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  reply.removeHeader('x-frame-options');
}
