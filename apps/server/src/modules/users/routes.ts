import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileUpdateSchema } from '@registry/core/profile';
import { userProfileSchema } from '@registry/core/profile-api';
import type { AppDeps } from '../../http/deps.ts';
import { SESSION_COOKIE } from '../../http/csrf.ts';
import { forbidden } from '../../http/errors.ts';
import { requireUser } from '../../http/request-user.ts';
import { hashSecret } from '../auth/tokens.ts';
import { createProfileService } from './service.ts';

const tags = ['profile'];
const idParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, 'Must be a whole number.')
    .transform(Number),
});

/** Someone else's profile is refused (403) before its body is even read; a malformed id is left to the schema (400). */
async function ownProfileFirst(request: FastifyRequest) {
  const user = requireUser(request);
  const target = idParam.safeParse(request.params);
  if (target.success && target.data.id !== user.id) throw forbidden('You can only edit your own profile.');
}

export const userProfileRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const profiles = createProfileService({ db: deps.db });

  app.get(
    '/user-profile/:id/',
    {
      schema: {
        tags,
        summary: "A user's profile: the organisation for everyone, the account part for its owner",
        params: idParam,
        response: { 200: userProfileSchema },
      },
    },
    async (request) => profiles.get(request.user, request.params.id),
  );

  app.put(
    '/user-profile/:id/',
    {
      preValidation: ownProfileFirst,
      schema: {
        tags,
        summary: 'Update your profile; a new password needs the current one. Moderation mode: staff superusers only',
        params: idParam,
        body: profileUpdateSchema,
        response: { 200: userProfileSchema },
      },
    },
    async (request) => {
      const cookie = request.cookies[SESSION_COOKIE];
      return profiles.update(requireUser(request), request.params.id, request.body, cookie ? hashSecret(cookie) : null);
    },
  );
};
