import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import type { Access, Endpoint } from '@registry/core/endpoint';
import {
  requireContributor,
  requireModerator,
  requireSuperuser,
  requireUser,
  type RequestUser,
} from './request-user.ts';

/**
 * Registers a route from its endpoint declaration (packages/core, see endpoint.ts): the method,
 * path, schemas and OpenAPI text come from there, and so does who may call it. The access check
 * runs as a preValidation hook, so a 401 or 403 comes before a 400 (as in Django REST framework),
 * and the handler gets the request with `user` typed by it: the check is made once, here.
 */

const ACCESS_CHECKS: Record<Access, ((request: FastifyRequest) => unknown) | null> = {
  public: null,
  signedIn: requireUser,
  contributor: requireContributor,
  moderator: requireModerator,
  superuser: requireSuperuser,
};

/** The caller an endpoint's access lets through. */
export type UserOf<A extends Access> = A extends 'public'
  ? RequestUser | null
  : A extends 'contributor'
    ? RequestUser & { contributorId: number }
    : RequestUser;

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}> & { user: UserOf<E['access']> };

/** What a handler may return: an answer its schemas serialize, or the reply it sent itself. */
type Reply<E extends Endpoint> =
  | {
      [S in keyof E['response']]: E['response'][S] extends z.ZodType ? z.input<E['response'][S]> : unknown;
    }[keyof E['response']]
  | FastifyReply;

export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Reply<E> | Promise<Reply<E>>;

/** What only the server says about a route: its own validation, rate limit or CSRF settings, documentation it hides. */
export interface ServerRouteOptions<E extends Endpoint> extends Pick<
  RouteShorthandOptions,
  'config' | 'validatorCompiler' | 'bodyLimit'
> {
  hide?: boolean;
  /** A refusal to make after the access check and before the schema looks at the input (another user's object). */
  before?: (request: EndpointRequest<E>) => unknown;
}

export function route<E extends Endpoint>(
  app: FastifyInstance,
  declared: E,
  handler: EndpointHandler<E>,
  { hide, before, ...options }: ServerRouteOptions<E> = {},
): void {
  const access = ACCESS_CHECKS[declared.access];
  const check =
    access && before
      ? (request: FastifyRequest) => {
          access(request);
          return before(request as EndpointRequest<E>);
        }
      : (access ?? (before as ((request: FastifyRequest) => unknown) | undefined));
  const schema: FastifySchema = {
    tags: [...declared.tags],
    ...(declared.summary ? { summary: declared.summary } : {}),
    ...(declared.description ? { description: declared.description } : {}),
    ...(declared.params ? { params: declared.params } : {}),
    ...(declared.query ? { querystring: declared.query } : {}),
    ...(declared.body ? { body: declared.body } : {}),
    ...(declared.consumes ? { consumes: [...declared.consumes] } : {}),
    ...(declared.security ? { security: declared.security.map((requirement) => ({ ...requirement })) } : {}),
    ...(hide ? { hide } : {}),
    response: declared.response,
  };
  app.route({
    method: declared.method,
    url: declared.path,
    schema,
    ...(check
      ? {
          preValidation: async (request: FastifyRequest) => {
            await check(request);
          },
        }
      : {}),
    ...options,
    handler: handler as unknown as RouteHandlerMethod,
  });
}
