import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The pages of the web app another site may frame: the embedded map (the search page, for example
 * /facilities?embed=1&contributors=12) and a facility's page opened from it. Every other page,
 * embed=1 or not, keeps frame-ancestors 'self' and X-Frame-Options, so no site can frame the
 * dashboard or settings. A third-party frame gets no session cookie (SameSite=Lax), so an embed
 * always runs as an anonymous visitor.
 */
const EMBEDDABLE_PATH = /^\/(facilities(\/[^/]+)?\/?)?$/;

export function isEmbedPage(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  return request.method === 'GET' && query?.embed === '1' && EMBEDDABLE_PATH.test(request.url.split('?')[0]!);
}

export function allowFramingByAnySite(reply: FastifyReply): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string')
    reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  reply.removeHeader('x-frame-options');
}
