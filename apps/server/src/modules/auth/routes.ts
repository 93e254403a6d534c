import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { authEndpoints as endpoints } from '@registry/core/account-api';
import type { AppDeps } from '../../http/deps.ts';
import { SESSION_COOKIE } from '../../http/csrf.ts';
import { route } from '../../http/endpoint-route.ts';
import { createAuthService, SESSION_DAYS } from './service.ts';

export const authRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
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

  route(app, endpoints.session, async (request) => auth.sessionFor(request.user));

  route(app, endpoints.signUp, async (request, reply) => reply.status(201).send(await auth.signUp(request.body)), {
    config: limited,
  });

  route(
    app,
    endpoints.confirmEmail,
    async (request) => {
      await auth.confirmEmail(request.body.key);
      return { detail: 'ok' };
    },
    { config: limited },
  );

  route(
    app,
    endpoints.login,
    async (request, reply) => {
      const { email, password } = request.body;
      const { secret, user } = await auth.login(email, password, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      setSessionCookie(reply, secret);
      return auth.sessionFor(user);
    },
    { config: limited },
  );

  route(app, endpoints.logout, async (request, reply) => {
    await auth.logout(request.cookies[SESSION_COOKIE]);
    return reply.clearCookie(SESSION_COOKIE, { path: '/' }).status(204).send(null);
  });

  route(
    app,
    endpoints.requestPasswordReset,
    async (request) => {
      await auth.requestPasswordReset(request.body.email);
      return { detail: 'Password reset e-mail has been sent.' };
    },
    { config: limited },
  );

  route(
    app,
    endpoints.confirmPasswordReset,
    async (request) => {
      await auth.confirmPasswordReset(request.body);
      return { detail: 'Password has been reset with the new password.' };
    },
    { config: limited },
  );
};
