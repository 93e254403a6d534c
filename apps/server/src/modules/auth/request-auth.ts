import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/errors.ts';
import { SESSION_COOKIE } from '../../http/csrf.ts';
import { findSessionPrincipal, findTokenPrincipal, touchSession } from './queries.ts';
import { hashSecret } from './tokens.ts';
import { toRequestUser } from './principal.ts';

const TOKEN_HEADER = /^Token\s+(\S+)$/i;

/**
 * Sets request.user on every request: from `Authorization: Token <key>` (an invalid key is a
 * 401) or from the session cookie (an invalid or expired cookie is simply anonymous).
 */
export function addRequestAuthentication(app: FastifyInstance, db: Db) {
  app.addHook('onRequest', async (request) => {
    const authorization = request.headers.authorization;
    if (authorization) {
      const key = TOKEN_HEADER.exec(authorization)?.[1];
      const principal = key ? await findTokenPrincipal(db, key) : undefined;
      if (!principal) throw new ApiError(401, 'Invalid token.');
      request.user = toRequestUser(principal, 'token');
      return;
    }
    const secret = request.cookies[SESSION_COOKIE];
    if (!secret) return;
    const tokenHash = hashSecret(secret);
    const principal = await findSessionPrincipal(db, tokenHash);
    if (!principal) return;
    request.user = toRequestUser(principal, 'session');
    // Refreshing last_seen_at once a minute is enough to see activity without a write per request.
    if (Date.now() - principal.last_seen_at.getTime() > 60_000) await touchSession(db, tokenHash);
  });
}
