import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { confirmEmailSchema, forgotPasswordSchema, loginSchema, resetPasswordSchema, signUpSchema } from '@registry/core/account';
import type { AppDeps } from '../../http/deps.ts';
import { parseOrThrow } from '../../http/errors.ts';
import { SESSION_COOKIE } from '../../http/csrf.ts';
import { createAuthService, SESSION_DAYS } from './service.ts';

const tags = ['auth'];

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
    reply.setCookie(SESSION_COOKIE, secret, { httpOnly: true, sameSite: 'lax', secure: deps.config.https, path: '/', maxAge: SESSION_DAYS * 86_400 });

  app.get('/user-session/', { schema: { tags, summary: 'The current session (anonymous or signed in)' } }, async (request) =>
    auth.sessionFor(request.user),
  );

  app.post('/user-signup/', { schema: { tags, summary: 'Register an account and its organisation' }, config: limited }, async (request, reply) => {
    const input = parseOrThrow(signUpSchema, request.body ?? {});
    return reply.status(201).send(await auth.signUp(input));
  });

  app.post('/rest-auth/registration/verify-email/', { schema: { tags, summary: 'Confirm an account with the e-mailed key' }, config: limited }, async (request) => {
    const { key } = parseOrThrow(confirmEmailSchema, request.body ?? {});
    await auth.confirmEmail(key);
    return { detail: 'ok' };
  });

  app.post('/user-login/', { schema: { tags, summary: 'Sign in; sets the session cookie' }, config: limited }, async (request, reply) => {
    const { email, password } = parseOrThrow(loginSchema, request.body ?? {});
    const { secret, user } = await auth.login(email, password, { ip: request.ip, userAgent: request.headers['user-agent'] ?? null });
    setSessionCookie(reply, secret);
    return auth.sessionFor(user);
  });

  app.post('/user-logout/', { schema: { tags, summary: 'Sign out' } }, async (request, reply) => {
    await auth.logout(request.cookies[SESSION_COOKIE]);
    return reply.clearCookie(SESSION_COOKIE, { path: '/' }).status(204).send();
  });

  app.post('/rest-auth/password/reset/', { schema: { tags, summary: 'E-mail a password reset link' }, config: limited }, async (request) => {
    const { email } = parseOrThrow(forgotPasswordSchema, request.body ?? {});
    await auth.requestPasswordReset(email);
    return { detail: 'Password reset e-mail has been sent.' };
  });

  app.post('/rest-auth/password/reset/confirm/', { schema: { tags, summary: 'Set a new password with the e-mailed token' }, config: limited }, async (request) => {
    const input = parseOrThrow(resetPasswordSchema, request.body ?? {});
    await auth.confirmPasswordReset(input);
    return { detail: 'Password has been reset with the new password.' };
  });
};
