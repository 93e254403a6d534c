import {
  endpointUrl,
  type ArgsList,
  type Endpoint,
  type EndpointAnswer,
  type EndpointArgs,
  type EndpointUrlArgs,
} from '@registry/core/endpoint';
import { apiResponse } from './client.ts';

/**
 * Calls an endpoint declared in packages/core (endpoint.ts): the URL from its path, parameters and
 * query, its method, the body as JSON (or FormData for an upload), and the answer typed by its
 * response schema. In development and in tests the answer is checked against that schema, so a
 * server that drifts from the contract fails loudly there; a production build trusts it.
 */

export interface CallOptions {
  signal?: AbortSignal;
}

/** The answer did not match the endpoint's response schema (development and tests only). */
export class AnswerShapeError extends Error {
  constructor(
    readonly endpoint: string,
    readonly status: number,
    readonly issues: unknown,
  ) {
    super(`${endpoint} answered ${status} with a body its response schema refuses: ${JSON.stringify(issues)}`);
  }
}

const CHECK_ANSWERS = import.meta.env.DEV;

/** The URL of an endpoint, for what is not a JSON call: a link, a download, an image, a tile template. */
export const urlOf = <E extends Endpoint>(endpoint: E, ...args: ArgsList<EndpointUrlArgs<E>>): string =>
  endpointUrl(endpoint, ...args);

export async function call<E extends Endpoint>(
  endpoint: E,
  ...rest: ArgsList<EndpointArgs<E> & CallOptions>
): Promise<EndpointAnswer<E>> {
  const args = (rest[0] ?? {}) as { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal };
  const url = endpointUrl(endpoint, { params: args.params, query: args.query } as EndpointUrlArgs<E>);
  return callUrl(endpoint, url, args);
}

/** A call to a URL the server gave (the next page of a paged answer), checked like `call`. */
export async function callUrl<E extends Endpoint>(
  endpoint: E,
  url: string,
  options: CallOptions & { body?: unknown } = {},
): Promise<EndpointAnswer<E>> {
  const { status, data } = await apiResponse(url, {
    method: endpoint.method,
    body: options.body,
    signal: options.signal,
  });
  if (CHECK_ANSWERS) checkAnswer(endpoint, status, data);
  return data as EndpointAnswer<E>;
}

function checkAnswer(endpoint: Endpoint, status: number, data: unknown) {
  const name = `${endpoint.method} ${endpoint.path}`;
  const schema = endpoint.response[status];
  if (!schema || !('safeParse' in schema))
    throw new AnswerShapeError(name, status, 'no JSON answer declared for this status');
  // A 204 has no body; its schema (null) describes that.
  const result = schema.safeParse(status === 204 && data === undefined ? null : data);
  if (!result.success) throw new AnswerShapeError(name, status, result.error.issues);
}
