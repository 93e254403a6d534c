import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import {
  pendingModerationEventSchema,
  productionLocationDetailSchema,
  productionLocationSearchSchema,
} from './production-location-api.ts';
import { productionLocationPayloadSchema } from './production-location-payload.ts';
import { v1SearchQuery } from './production-location-search-params.ts';

/** Open Supply Hub's v1 production-locations API, by session or API token. */

const tags = ['production locations (v1)'];
const osIdParams = z.object({ osId: z.string().max(40).describe('Current or historical OS ID') });

export const productionLocationEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/api/v1/production-locations/',
    access: 'signedIn',
    tags,
    summary: 'Search production locations: paging and sort, text, filters, geo, and counts per H3 cell',
    description:
      "Answers {count, data} (and aggregations.geohex_grid.buckets with aggregation=geohex_grid). name with one country (and address, size <= 100) and nothing else is the single-location lookup: the matcher ranks the best matches. Otherwise every parameter given must hold; the order is relevance with query, else name, or sort_by/order_by (search_after[value] + search_after[id] continue after a result). A bad parameter answers 400 {detail: 'The request query is invalid.', errors: [{field, detail}]}.",
    query: v1SearchQuery,
    response: { 200: productionLocationSearchSchema },
    security: [{ token: [] }],
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/v1/production-locations/:osId/',
    access: 'signedIn',
    tags,
    summary:
      'One production location by its current or historical OS ID (a historical ID answers the current location)',
    params: osIdParams,
    response: { 200: productionLocationDetailSchema },
    security: [{ token: [] }],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/v1/production-locations/',
    access: 'contributor',
    tags,
    summary: 'Contribute a new production location; it waits for moderation (202 with the pending moderation event)',
    description:
      'Refusals: 422 invalid body ({detail, errors: [{field, detail}]}); 409 a location that looks the same exists, or the same contributor sent a very similar location (name and address 90% alike, same country) within 30 minutes (send duplicate_override: true to create anyway); 429 the same body within a minute, or more than 30 writes a minute; 503 during maintenance.',
    body: productionLocationPayloadSchema,
    response: { 202: pendingModerationEventSchema },
    security: [{ token: [] }],
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/v1/production-locations/:osId/',
    access: 'contributor',
    tags,
    summary:
      'Contribute data to an existing production location; it waits for moderation (202 with the pending moderation event)',
    description:
      'The same body and refusals as the create, without the 409; 404 for an unknown OS ID, 410 for an OS ID that was merged (the answer names the current one).',
    params: osIdParams,
    body: productionLocationPayloadSchema,
    response: { 202: pendingModerationEventSchema },
    security: [{ token: [] }],
  }),
};
