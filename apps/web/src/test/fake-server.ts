import { onTestFinished, vi } from 'vitest';

/** A request the component made, as the fake server saw it. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The JSON body parsed, a FormData as sent, or undefined. */
  body: unknown;
}

/** An answer other than 200 (the body in the spec's error shape). */
export class Reply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}

type Route = unknown | ((request: FakeRequest) => unknown);

/**
 * Intercepts fetch, the app's one boundary with the server (api/client.ts): `routes` answers
 * 'GET /api/countries/' and the like with the zod schemas' example answers (packages/core
 * *.examples.ts), so the components get what the contract says and `call` checks it. A request
 * no route answers fails the test when it ends.
 */
export function fakeServer(routes: Record<string, Route>) {
  const requests: FakeRequest[] = [];
  const unanswered: string[] = [];
  vi.stubGlobal('fetch', async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined);
    const request: FakeRequest = { method, path: url.pathname, query: url.searchParams, body };
    requests.push(request);
    const key = `${method} ${url.pathname}`;
    if (!(key in routes)) {
      unanswered.push(key);
      return new Response(null, { status: 501 });
    }
    const route = routes[key];
    const answer = typeof route === 'function' ? (route as (request: FakeRequest) => unknown)(request) : route;
    const { status, body: out } = answer instanceof Reply ? answer : { status: 200, body: answer };
    return new Response(out === undefined ? null : JSON.stringify(out), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  onTestFinished(() => {
    vi.unstubAllGlobals();
    if (unanswered.length) throw new Error(`No fake answer for: ${unanswered.join(', ')}`);
  });
  return {
    requests,
    /** The requests to one route, in order. */
    to: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}
