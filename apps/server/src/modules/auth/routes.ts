import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  confirmEmailSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signUpSchema,
} from '@registry/core/account';
import { detailAnswerSchema, noContentSchema, signUpAnswerSchema, userSessionSchema } from '@registry/core/account-api';
import type { AppDeps } from '../../http/deps.ts';
import { SESSION_COOKIE } from '../../http/csrf.ts';
import { createAuthService, SESSION_DAYS } from './service.ts';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = createAuthService({
    db: deps.db,
    mailer: deps.services.mailer,
    publicUrl: deps.config.publicUrl,
    productName: deps.config.productName,
    freeDownloadAllowance: deps.config.downloads.freeAllowance,
  });
  const limited = { rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' } };

  const setSessionCookie = (reply: FastifyReply, secret: string) =>
    reply.setCookie(SESSION_COOKIE, secret, {
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.config.https,
      path: '/',
      maxAge: SESSION_DAYS * 86_400,
    });

  app.get(
    '/user-session/',
    { schema: { tags, summary: 'The current session (anonymous or signed in)', response: { 200: userSessionSchema } } },
    async (request) => auth.sessionFor(request.user),
  );

  app.post(
    '/user-signup/',
    {
      schema: {
        tags,
        summary: 'Register an account and its organisation',
        body: signUpSchema,
        response: { 201: signUpAnswerSchema },
      },
      config: limited,
    },
    async (request, reply) => reply.status(201).send(await auth.signUp(request.body)),
  );

  app.post(
    '/rest-auth/registration/verify-email/',
    {
      schema: {
        tags,
        summary: 'Confirm an account with the e-mailed key',
        body: confirmEmailSchema,
        response: { 200: detailAnswerSchema },
      },
      config: limited,
    },
    async (request) => {
      await auth.confirmEmail(request.body.key);
      return { detail: 'ok' };
    },
  );

  app.post(
    '/user-login/',
    {
      schema: {
        tags,
        summary: 'Sign in; sets the session cookie',
        body: loginSchema,
        response: { 200: userSessionSchema },
      },
      config: limited,
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const { secret, user } = await auth.login(email, password, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      setSessionCookie(reply, secret);
      return auth.sessionFor(user);
    },
  );

  app.post(
    '/user-logout/',
    { schema: { tags, summary: 'Sign out', response: { 204: noContentSchema } } },
    async (request, reply) => {
      await auth.logout(request.cookies[SESSION_COOKIE]);
      return reply.clearCookie(SESSION_COOKIE, { path: '/' }).status(204).send(null);
    },
  );

  app.post(
    '/rest-auth/password/reset/',
    {
      schema: {
        tags,
        summary: 'E-mail a password reset link',
        body: forgotPasswordSchema,
        response: { 200: detailAnswerSchema },
      },
      config: limited,
    },
    async (request) => {
      await auth.requestPasswordReset(request.body.email);
      return { detail: 'Password reset e-mail has been sent.' };
    },
  );

  app.post(
    '/rest-auth/password/reset/confirm/',
    {
      schema: {
        tags,
        summary: 'Set a new password with the e-mailed token',
        body: resetPasswordSchema,
        response: { 200: detailAnswerSchema },
      },
      config: limited,
    },
    async (request) => {
      await auth.confirmPasswordReset(request.body);
      return { detail: 'Password has been reset with the new password.' };
    },
  );
};
