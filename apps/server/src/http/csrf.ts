import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from './errors.ts';

export const SESSION_COOKIE = 'registry_session';
export const CLIENT_KEY_HEADER = 'x-client-key';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET that changes state (a download spends the allowance) is under the writes' rule: a
     * link or an <img> on any site sends the session cookie (SameSite=Lax) but never the header.
     */
    stateChangingGet?: boolean;
  }
}

/**
 * Cookie-authenticated writes must carry the client header. A cross-site form cannot set
 * custom headers, and a cross-site fetch that does is stopped by the browser's CORS check.
 */
export async function csrfGuard(request: FastifyRequest, _reply: FastifyReply) {
  if (SAFE_METHODS.has(request.method) && !request.routeOptions.config.stateChangingGet) return;
  if (request.headers.authorization) return; // token callers send no cookies
  if (!request.cookies[SESSION_COOKIE]) return;
  if (!request.headers[CLIENT_KEY_HEADER]) throw forbidden('CSRF check failed: the X-Client-Key header is missing.');
}
