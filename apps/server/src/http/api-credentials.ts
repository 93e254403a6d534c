import type { FastifyRequest } from 'fastify';
import { CLIENT_KEY_HEADER } from './csrf.ts';
import { notAuthenticated } from './errors.ts';

/**
 * API paths a browser loads without our headers (a page, an image, a link, Stripe's webhook),
 * so they stay open to calls without credentials.
 */
const OPEN_ROUTES = new Set(['/api/static-map/', '/api/facility-lists/template.csv', '/api/payments/stripe/webhook/']);
const isOpenRoute = (route: string) =>
  OPEN_ROUTES.has(route) || route === '/api/docs' || route.startsWith('/api/docs/');

/**
 * Open Supply Hub's rule for its API: a call needs a session, an API token or the web client's
 * key header (which our web client sends with every call), else 401 before anything else of an
 * existing route is looked at. Runs after the request's user is known.
 */
export async function requireCredentialsOrWebClient(request: FastifyRequest) {
  if (request.user || request.headers[CLIENT_KEY_HEADER]) return;
  // An unknown path stays a 404, as URL resolution comes first in Django REST framework too.
  const route = request.routeOptions.url;
  if (route === undefined || !route.startsWith('/api/') || isOpenRoute(route)) return;
  throw notAuthenticated();
}
