import type { z } from 'zod';

/**
 * An HTTP endpoint declared once, beside the zod schemas of its request and answers: the server
 * registers its route from it (apps/server/src/http/endpoint-route.ts: validation, access check,
 * OpenAPI document) and the web calls it through `call(endpoint, args)` (apps/web/src/api/call.ts),
 * which builds the URL from `path` and checks the answer against `response` in development and
 * tests. A typo in a path or a field then fails to compile on both sides.
 *
 * Chosen over generating a client from /api/docs/json (openapi-typescript + openapi-fetch): the zod
 * schemas already are the contract, so declaring endpoints beside them needs no generated file, no
 * build step that can go stale, and gives the web the same schemas to check answers with at run time.
 */

/**
 * Who may call it, checked before the request's schema (a 401 or 403 comes before a 400): anyone,
 * a signed-in user, a user with a contributor profile, a moderator (superuser or moderation
 * mode), a superuser. Finer rules (the owner of an object) are the service's.
 */
export type Access = 'public' | 'signedIn' | 'contributor' | 'moderator' | 'superuser';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer that is not JSON (a download, a tile): documented by its media type (file-api.ts's fileAnswer). */
export interface FileAnswer {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

/** The answers by status, as the OpenAPI document shows them. */
export type Answers = { [status: number]: z.ZodType | FileAnswer };

export interface Endpoint {
  method: HttpMethod;
  /** Fastify's form: `/api/facility-lists/:id/`. */
  path: string;
  access: Access;
  tags: readonly string[];
  summary?: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** OpenAPI security requirements, for an endpoint documented as taking an API token. */
  security?: readonly Record<string, readonly string[]>[];
  /** Media types of the body when not only JSON; the web sends FormData to a multipart one. */
  consumes?: readonly string[];
  response: Answers;
}

/** Declares an endpoint, keeping its literal method and path for the types. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

/**
 * What a caller sends for a path or query-string field: what it parses from or to (a path's text
 * id that becomes a number takes either). A coerced field takes anything; a caller sends what it
 * parses to.
 */
type Sent<S extends z.ZodType> = {
  [K in keyof z.input<S>]:
    (unknown extends z.input<S>[K] ? never : z.input<S>[K]) | (K extends keyof z.output<S> ? z.output<S>[K] : never);
};

/** What a query string value may be: repeated for an array, left out when undefined or null. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

type ParamsArgs<E extends Endpoint> = E['params'] extends z.ZodType ? { params: Sent<E['params']> } : unknown;
type QueryArgs<E extends Endpoint> = E['query'] extends z.ZodType
  ? object extends Sent<E['query']>
    ? { query?: Sent<E['query']> | URLSearchParams }
    : { query: Sent<E['query']> | URLSearchParams }
  : unknown;
type BodyArgs<E extends Endpoint> = E['consumes'] extends readonly ['multipart/form-data']
  ? { body: FormData }
  : E['body'] extends z.ZodType
    ? { body: z.input<E['body']> | (E['consumes'] extends readonly string[] ? FormData : never) }
    : unknown;

/** The arguments of a call: its path parameters, query string and body, as its schemas take them. */
export type EndpointArgs<E extends Endpoint> = ParamsArgs<E> & QueryArgs<E> & BodyArgs<E>;

/** Arguments that may be left out when nothing in them is required. */
export type ArgsList<A> = object extends A ? [args?: A] : [args: A];

/** The URL arguments only (for a link, a download, an early request). */
export type EndpointUrlArgs<E extends Endpoint> = ParamsArgs<E> & QueryArgs<E>;

type Success = 200 | 201 | 202 | 203 | 204;
type JsonAnswer<A> = A extends z.ZodType ? z.output<A> : never;

/** The parsed answer of a successful call (the union of its 2xx answers). */
export type EndpointAnswer<E extends Endpoint> = {
  [S in Extract<keyof E['response'], Success>]: JsonAnswer<E['response'][S]>;
}[Extract<keyof E['response'], Success>];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !(value instanceof URLSearchParams);

/** The query string of a call, without the `?`: arrays repeat their key, undefined and null are left out. */
export function queryString(query: Record<string, QueryValue> | URLSearchParams | undefined): string {
  if (!query) return '';
  if (query instanceof URLSearchParams) return query.toString();
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  return search.toString();
}

/** The URL of a call: the path with its parameters filled in (encoded), then the query string. */
export function endpointUrl<E extends Endpoint>(declared: E, ...rest: ArgsList<EndpointUrlArgs<E>>): string {
  const given = (rest[0] ?? {}) as { params?: unknown; query?: unknown };
  return fillPath(declared, given, (name) => {
    throw new Error(`${declared.path}: no value for :${name}`);
  });
}

/**
 * A URL template of an endpoint for a client that fills some parameters itself (MapLibre's tile
 * sources: `{z}/{x}/{y}`): the given parameters and query as endpointUrl writes them, each
 * parameter not given as its `templates` text, or `{name}`.
 */
export function endpointTemplate(
  declared: Endpoint,
  given: { params?: Record<string, string | number>; query?: Record<string, QueryValue> | URLSearchParams },
  templates: Record<string, string> = {},
): string {
  return fillPath(declared, given, (name) => templates[name] ?? `{${name}}`);
}

function fillPath(declared: Endpoint, given: { params?: unknown; query?: unknown }, missing: (name: string) => string) {
  const params = isRecord(given.params) ? given.params : {};
  const path = declared.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) return missing(name);
    return encodeURIComponent(String(value as string | number));
  });
  const search = queryString(given.query as Record<string, QueryValue> | URLSearchParams | undefined);
  return search ? `${path}?${search}` : path;
}
