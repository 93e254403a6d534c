// Responses to the first render's GET calls, asked for by the early-requests script (built from
// src/early-requests.ts) that index.html runs before the app: on a phone network the app's code
// takes seconds to arrive, and its calls would only leave then.

/**
 * Where they wait: `earlyResponses` of the page's global scope, the calls the early script started
 * by path, each taken once; set (empty) by the app's first call. (Unit tests run without a page.)
 */
const scope = globalThis as typeof globalThis & { earlyResponses?: Record<string, Promise<Response>> };

/**
 * Starts a GET of each path, unless the app has made a call already (a script that came late:
 * the app's own calls are on their way).
 */
export function startEarlyRequests(paths: string[], init: RequestInit): void {
  if (scope.earlyResponses) return;
  const started: Record<string, Promise<Response>> = {};
  for (const path of paths) {
    const response = fetch(path, init);
    // A failure is the app's to report when it takes the call; a call nobody takes is no error.
    response.catch(() => undefined);
    started[path] = response;
  }
  scope.earlyResponses = started;
}

/**
 * The early call's response for `method path`, once; undefined when there is none (the caller
 * fetches). Any call ends the early script's chance to start more.
 */
export function takeEarlyResponse(method: string, path: string): Promise<Response> | undefined {
  const early = (scope.earlyResponses ??= {});
  if (method !== 'GET') return undefined;
  const response = early[path];
  delete early[path];
  return response;
}
