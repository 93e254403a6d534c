import type { FastifyReply } from 'fastify';

/**
 * Headers for a stored file sent back to a browser: always a download (never rendered inline, so
 * an uploaded page cannot run as this site), its declared type only (nosniff), and a sandbox CSP
 * in case a browser opens it anyway.
 */
export function asDownload(reply: FastifyReply, contentType: string, fileName: string): FastifyReply {
  return reply
    .type(contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox; frame-ancestors 'none'")
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`);
}
