import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { profileUpdateSchema } from '@registry/core/profile';
import type { AppDeps } from '../../http/deps.ts';
import { SESSION_COOKIE } from '../../http/csrf.ts';
import { forbidden, parseOrThrow } from '../../http/errors.ts';
import { requireUser } from '../../http/request-user.ts';
import { hashSecret } from '../auth/tokens.ts';
import { createProfileService } from './service.ts';

const tags = ['profile'];
const idParam = z.object({ id: z.string().regex(/^\d{1,15}$/, 'Must be a whole number.').transform(Number) });

export const userProfileRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const profiles = createProfileService({ db: deps.db });

  app.get('/user-profile/:id/', { schema: { tags, summary: "A user's profile: the organisation for everyone, the account part for its owner" } }, async (request) =>
    profiles.get(request.user, parseOrThrow(idParam, request.params).id),
  );

  app.put(
    '/user-profile/:id/',
    { schema: { tags, summary: 'Update your profile; a new password needs the current one. Moderation mode: staff superusers only' } },
    async (request) => {
      const user = requireUser(request);
      const { id } = parseOrThrow(idParam, request.params);
      // Someone else's profile is refused before its body is even read.
      if (id !== user.id) throw forbidden('You can only edit your own profile.');
      const input = parseOrThrow(profileUpdateSchema, request.body ?? {});
      const cookie = request.cookies[SESSION_COOKIE];
      return profiles.update(user, id, input, cookie ? hashSecret(cookie) : null);
    },
  );
};
