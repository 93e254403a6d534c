import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { allowFramingByAnySite, isEmbedPage } from '../modules/embed/framing.ts';
import { notFoundHandler } from './errors.ts';

/** Paths the server answers itself; everything else is the single-page app. */
const SERVER_PATHS = /^\/(api|api-token-auth|api-feature-flags|user-|rest-auth|tile|health|static-map)/;

/** Vite names every file under assets/ by a hash of its content: a URL there never changes. */
const HASHED_ASSETS_DIR = 'assets';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built web app (apps/web/dist): its files, each as the .br or .gz written beside it at
 * build time when the request accepts one, hashed assets cached for a year, everything else
 * (index.html) revalidated on every visit; and index.html for every client route (the SPA's
 * router decides), with an ETag so a return visit gets a 304. Without a build only the API runs.
 */
export async function serveWebApp(app: FastifyInstance, root: string): Promise<void> {
  const indexFile = path.join(root, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.setNotFoundHandler(notFoundHandler);
    return;
  }
  const indexHtml = fs.readFileSync(indexFile);
  const indexEtag = `"${createHash('sha256').update(indexHtml).digest('base64url')}"`;
  const hashedAssets = path.join(root, HASHED_ASSETS_DIR) + path.sep;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) =>
      reply.header('cache-control', file.startsWith(hashedAssets) ? IMMUTABLE : 'no-cache'),
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || SERVER_PATHS.test(request.url)) return notFoundHandler(request, reply);
    if (isEmbedPage(request)) allowFramingByAnySite(reply);
    reply.header('cache-control', 'no-cache').header('etag', indexEtag);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === indexEtag))
      return reply.status(304).send();
    return reply.type('text/html; charset=utf-8').send(indexHtml);
  });
}
