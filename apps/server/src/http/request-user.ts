import type { FastifyRequest } from 'fastify';
import { forbidden, notAuthenticated } from './errors.ts';

/** Who is calling: set by the auth module's onRequest hook from the session cookie or API token. */
export interface RequestUser {
  id: number;
  email: string;
  contributorId: number | null;
  isSuperuser: boolean;
  isStaff: boolean;
  isModerationMode: boolean;
  groups: string[];
  via: 'session' | 'token';
}

declare module 'fastify' {
  interface FastifyRequest {
    user: RequestUser | null;
  }
}

/** The signed-in user, or a 401 in the spec's error shape. */
export function requireUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw notAuthenticated();
  return request.user;
}

/** A signed-in user with a contributor (organisation) profile. */
export function requireContributor(request: FastifyRequest): RequestUser & { contributorId: number } {
  const user = requireUser(request);
  if (user.contributorId === null) throw forbidden('Your account has no contributor profile.');
  return user as RequestUser & { contributorId: number };
}

/** Staff tools: superusers only (the dashboard's role). */
export function requireSuperuser(request: FastifyRequest): RequestUser {
  const user = requireUser(request);
  if (!user.isSuperuser) throw forbidden();
  return user;
}

/** Moderators act on matches and merges: superusers, or users in moderation mode. */
export function requireModerator(request: FastifyRequest): RequestUser {
  const user = requireUser(request);
  if (!user.isSuperuser && !user.isModerationMode) throw forbidden();
  return user;
}
