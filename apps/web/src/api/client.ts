import { takeEarlyResponse } from './early-responses.ts';
import { ApiRequestError } from './request-error.ts';

/** Sent with every call; cookie-authenticated writes without it are refused (CSRF defence). */
export const CLIENT_KEY = 'registry-web';

/** Headers of every call, the early ones (src/early-requests.ts) too. */
export const API_HEADERS: Readonly<Record<string, string>> = { 'X-Client-Key': CLIENT_KEY, Accept: 'application/json' };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** A JSON call to the server; a non-2xx answer throws ApiRequestError with status and body. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiResponse(path, options)).data as T;
}

/** apiRequest with the answer's status (call.ts picks the schema to check by it). */
export async function apiResponse(
  path: string,
  options: RequestOptions = {},
): Promise<{ status: number; data: unknown }> {
  const headers: Record<string, string> = { ...API_HEADERS };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const method = options.method ?? 'GET';
  let response: Response;
  try {
    response = await (takeEarlyResponse(method, path) ??
      fetch(path, { method, headers, body, credentials: 'same-origin', signal: options.signal }));
  } catch (error) {
    throw new ApiRequestError(undefined, undefined, error);
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!response.ok) throw new ApiRequestError(response.status, data);
  return { status: response.status, data };
}
