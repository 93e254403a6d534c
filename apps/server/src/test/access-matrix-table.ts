import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIST_TEMPLATE_PATH } from '@registry/core/list-upload';
import type { FastifyInstance } from 'fastify';
import type { TestApp } from './test-app.ts';
import {
  FACILITY,
  TOOLS,
  claimableBy,
  freshSession,
  mergePairOf,
  reportableBy,
  type AccessFixtures,
  type Caller,
  type Role,
} from './access-fixtures.ts';
import { claimBody, PDF, VALID_FIELDS, type Upload } from '../modules/claims/claim-test-helpers.ts';
import { multipartBody } from './list-helpers.ts';

export interface MatrixRequest {
  url?: string;
  payload?: unknown;
  headers?: Record<string, string>;
  multipart?:
    | { fields: Record<string, string>; claim?: false; file?: { name: string; content: string | Buffer } }
    | { fields: Record<string, string>; claim: true; files: Upload[] };
}

export interface RouteCase {
  /** One status for every role, or one per role. */
  expect: number | Record<Role, number>;
  /** The request with real ids (the route's path as registered when left out). */
  request?: (f: AccessFixtures, caller: Caller) => MatrixRequest;
  /** The call ends the session it uses: send it with a fresh one. */
  freshSession?: boolean;
  /** Restores what the call took away (a deleted token). */
  after?: (t: TestApp, f: AccessFixtures, caller: Caller) => Promise<void>;
}

const roles = (
  anonymous: number,
  owner: number,
  other: number,
  moderator: number,
  superuser: number,
  token: number,
): Record<Role, number> => ({
  anonymous,
  owner,
  other,
  moderator,
  superuser,
  token,
});
/** Signed-in only: anonymous 401, everybody else `status`. */
const signedIn = (status: number) => roles(401, status, status, status, status, status);
/** Superusers only (the dashboard's role): 401 anonymous, 403 the others. */
const staffOnly = (status: number) => roles(401, 403, 403, 403, status, 403);

const CLAIMED_UPDATE = {
  facility_name_english: 'Saigon Claimed Garments',
  facility_workers_count: '250',
  facility_female_workers_percentage: '55',
};
const n = (caller: Caller) => caller.role;
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** The built web app's files (present when apps/web was built): public, like any static site. */
export function isStaticAsset(route: { method: string; url: string }) {
  return (
    route.method === 'GET' &&
    route.url.startsWith('/') &&
    !route.url.includes(':') &&
    fs.existsSync(path.join(webDist, route.url)) &&
    fs.statSync(path.join(webDist, route.url)).isFile()
  );
}

/** Keyed 'METHOD /path' exactly as the app registers the route. */
export const ACCESS_MATRIX: Record<string, RouteCase> = {
  // --- public reads ---
  'GET /health': { expect: 200 },
  'GET /user-session/': { expect: 200 },
  'GET /api-feature-flags/': { expect: 200 },
  'GET /api/client-config/': { expect: 200 },
  'GET /api/facilities/': { expect: 200, request: () => ({ url: '/api/facilities/?q=Saigon' }) },
  'GET /api/facilities/count/': { expect: 200 },
  'GET /api/facilities/:osId/': { expect: 200, request: () => ({ url: `/api/facilities/${FACILITY.plain}/` }) },
  'GET /api/countries/': { expect: 200 },
  'GET /api/contributor-types/': { expect: 200 },
  'GET /api/contributors/': { expect: 200 },
  'GET /api/contributor-lists-sorted/': {
    expect: 200,
    request: (f) => ({ url: `/api/contributor-lists-sorted/?contributors=${f.callers.owner.contributorId}` }),
  },
  'GET /api/sectors/': { expect: 200 },
  'GET /api/parent-companies/': { expect: 200 },
  'GET /api/product-types/': { expect: 200 },
  'GET /api/facility-processing-types/': { expect: 200 },
  'GET /api/workers-ranges/': { expect: 200 },
  'GET /api/claim-statuses/': { expect: 200 },
  'GET /api/moderation-events/merge/': { expect: 200 },
  'GET /api/current_tile_cache_key': { expect: 200 },
  'GET /tile/facilitygrid/:key/:z/:x/:y': { expect: 200, request: () => ({ url: '/tile/facilitygrid/1/0/0/0.pbf' }) },
  'GET /tile/facilities/:key/:z/:x/:y': {
    expect: 200,
    request: () => ({ url: '/tile/facilities/1/12/3276/1925.pbf' }),
  },
  'GET /tile/places/:z/:x/:y': { expect: 200, request: () => ({ url: '/tile/places/4/11/6.pbf' }) },
  // The matrix's app has no BASEMAP_PMTILES (base-map/routes.test.ts serves the fixture to anonymous callers).
  'GET /tile/basemap.json': { expect: 404 },
  'GET /tile/basemap/:z/:x/:y': { expect: 404, request: () => ({ url: '/tile/basemap/14/8704/5972.mvt' }) },
  'GET /api/static-map/': { expect: 200, request: () => ({ url: '/api/static-map/?lat=23.81&lng=90.41' }) },
  [`GET ${LIST_TEMPLATE_PATH}`]: { expect: 200 },
  'GET /api/facility-lists/upload-settings/': { expect: 200 },
  'GET /api/contributor-embed-configs/:id/': {
    expect: 200,
    request: (f) => ({ url: `/api/contributor-embed-configs/${f.callers.owner.contributorId}/` }),
  },
  'GET /api/download-allowance/': { expect: 200 },

  // --- auth ---
  'POST /user-signup/': {
    expect: 201,
    request: (_f, c) => ({
      payload: {
        email: `new-${n(c)}@example.com`,
        name: `New ${n(c)} Org`,
        description: 'A brand',
        contributor_type: 'Brand / Retailer',
        password: 'Long-Enough-Pass-7',
        confirmPassword: 'Long-Enough-Pass-7',
        has_agreed_to_terms_of_service: true,
      },
    }),
  },
  'POST /rest-auth/registration/verify-email/': { expect: 400, request: () => ({ payload: { key: 'not-a-key' } }) },
  'POST /user-login/': {
    expect: 200,
    request: () => ({ payload: { email: 'other@example.com', password: 'Correct-Horse-9' } }),
  },
  'POST /user-logout/': { expect: 204, freshSession: true },
  'POST /rest-auth/password/reset/': { expect: 200, request: () => ({ payload: { email: 'other@example.com' } }) },
  'POST /rest-auth/password/reset/confirm/': {
    expect: 400,
    request: () => ({
      payload: { uid: '1', token: 'bad', new_password1: 'Long-Enough-Pass-7', new_password2: 'Long-Enough-Pass-7' },
    }),
  },

  // --- API tokens (members of a group only) ---
  'GET /api-token-auth/': { expect: roles(401, 403, 403, 403, 403, 200) },
  'POST /api-token-auth/': { expect: roles(401, 403, 403, 403, 403, 200) },
  'DELETE /api-token-auth/': {
    expect: roles(401, 403, 403, 403, 403, 204),
    after: async (t, _f, caller) => {
      if (caller.role !== 'token') return;
      const key = caller.headers.authorization!.replace('Token ', '');
      await t.database.db.insertInto('api_tokens').values({ key, user_id: caller.userId! }).execute();
    },
  },
  'GET /user-api-info/:id/': {
    expect: roles(401, 200, 403, 403, 200, 403),
    request: (f) => ({ url: `/user-api-info/${f.callers.owner.userId}/` }),
  },
  'GET /api/api-blocks/': { expect: staffOnly(200) },
  'GET /api/api-blocks/:id/': { expect: staffOnly(200), request: (f) => ({ url: `/api/api-blocks/${f.apiBlockId}/` }) },
  'PUT /api/api-blocks/:id/': {
    expect: staffOnly(200),
    request: (f) => ({
      url: `/api/api-blocks/${f.apiBlockId}/`,
      payload: { grace_limit: 20, grace_reason: 'Agreed with the team.' },
    }),
  },

  // --- partner fields ---
  'GET /api/partner-fields/': { expect: staffOnly(200) },
  'POST /api/partner-fields/': {
    expect: staffOnly(201),
    request: () => ({ payload: { name: 'matrix_water', type: 'int', unit: 'm3', source_by: 'Matrix meter' } }),
  },
  'PUT /api/partner-fields/:id/contributors/:contributorId/': {
    expect: staffOnly(200),
    request: (f) => ({ url: `/api/partner-fields/${f.partnerFieldId}/contributors/${f.callers.other.contributorId}/` }),
  },
  'DELETE /api/partner-fields/:id/contributors/:contributorId/': {
    expect: staffOnly(200),
    request: (f) => ({ url: `/api/partner-fields/${f.partnerFieldId}/contributors/${f.callers.other.contributorId}/` }),
  },
  'PUT /api/facilities/:osId/partner-fields/:name/': {
    expect: roles(401, 200, 403, 403, 403, 403),
    request: () => ({
      url: `/api/facilities/${FACILITY.plain}/partner-fields/matrix_carbon/`,
      payload: { value: 12.5 },
    }),
  },

  // --- profile ---
  'GET /user-profile/:id/': { expect: 200, request: (f) => ({ url: `/user-profile/${f.callers.owner.userId}/` }) },
  'PUT /user-profile/:id/': {
    expect: roles(401, 200, 403, 403, 403, 403),
    request: (f) => ({
      url: `/user-profile/${f.callers.owner.userId}/`,
      payload: { name: 'Owner Brand', description: 'We make shirts.', contributor_type: 'Brand / Retailer' },
    }),
  },

  // --- lists ---
  'POST /api/facility-lists/': {
    expect: roles(401, 200, 200, 200, 200, 200),
    request: (_f, c) => ({
      multipart: {
        fields: { name: `Upload by ${n(c)}` },
        file: { name: 'list.csv', content: 'country,name,address\nVietnam,Thu Duc Mill,"7 Vo Van Ngan, Thu Duc"\n' },
      },
    }),
  },
  'GET /api/facility-lists/': { expect: signedIn(200) },
  'GET /api/facility-lists/:id/': {
    expect: roles(200, 200, 200, 200, 200, 200),
    request: (f) => ({ url: `/api/facility-lists/${f.listId}/` }),
  },
  'GET /api/facility-lists/:id/file/': {
    expect: roles(401, 200, 404, 200, 200, 404),
    request: (f) => ({ url: `/api/facility-lists/${f.listId}/file/` }),
  },
  'GET /api/facility-lists/:id/items/': {
    expect: roles(401, 200, 404, 200, 200, 404),
    request: (f) => ({ url: `/api/facility-lists/${f.listId}/items/` }),
  },
  'POST /api/facility-lists/:id/approve/': {
    expect: staffOnly(200),
    request: (f) => ({ url: `/api/facility-lists/${f.pendingListA}/approve/` }),
  },
  'POST /api/facility-lists/:id/reject/': {
    expect: staffOnly(200),
    request: (f) => ({
      url: `/api/facility-lists/${f.pendingListB}/reject/`,
      payload: { reason: 'Duplicate of Spring Suppliers.' },
    }),
  },
  'POST /api/facility-lists/:id/remove/': {
    expect: roles(401, 200, 404, 403, 403, 404),
    request: (f) => ({ url: `/api/facility-lists/${f.listId}/remove/`, payload: { list_item_id: f.listItems[0] } }),
  },
  'POST /api/facility-matches/:id/confirm/': {
    expect: roles(401, 200, 404, 403, 403, 404),
    request: (f) => ({ url: `/api/facility-matches/${f.matchA}/confirm/` }),
  },
  'POST /api/facility-matches/:id/reject/': {
    expect: roles(401, 200, 404, 403, 403, 404),
    request: (f) => ({ url: `/api/facility-matches/${f.matchB}/reject/` }),
  },
  'GET /api/admin-facility-lists/': { expect: staffOnly(200) },
  'GET /api/admin-facility-lists/contributors/': { expect: staffOnly(200) },

  // --- downloads ---
  'GET /api/facilities-downloads/': { expect: roles(401, 200, 200, 200, 200, 200) },
  'POST /api/log-download/': {
    expect: roles(401, 201, 201, 201, 201, 201),
    request: () => ({ url: '/api/log-download/?path=/facilities/?q=Saigon&record_count=1' }),
  },
  'POST /api/v1/download-locations-checkout-session/': {
    expect: roles(401, 409, 409, 409, 409, 409),
    request: () => ({ payload: { redirect_path: '/' } }),
  },
  'POST /api/payments/stripe/webhook/': {
    expect: 404,
    request: () => ({ payload: { type: 'checkout.session.completed' } }),
  },

  // --- claims ---
  'POST /api/facilities/:osId/claim/': {
    expect: roles(401, 200, 200, 200, 200, 200),
    request: (_f, c) => ({
      url: `/api/facilities/${claimableBy(c.role)}/claim/`,
      multipart: { claim: true, fields: VALID_FIELDS, files: [{ field: 'files', name: 'licence.pdf', content: PDF }] },
    }),
  },
  'GET /api/facilities/claimed/': { expect: signedIn(200) },
  'PUT /api/facility-claims/:id/claimed/': {
    expect: roles(401, 200, 404, 404, 404, 404),
    request: (f) => ({ url: `/api/facility-claims/${f.claimApproved}/claimed/`, payload: CLAIMED_UPDATE }),
  },
  'PUT /api/facility-claims/:id/': {
    expect: roles(401, 200, 404, 404, 404, 404),
    request: (f) => ({ url: `/api/facility-claims/${f.claimApproved}/`, payload: CLAIMED_UPDATE }),
  },
  'GET /api/facility-claims/:id/claimed/': {
    expect: roles(401, 200, 404, 404, 200, 404),
    request: (f) => ({ url: `/api/facility-claims/${f.claimApproved}/claimed/` }),
  },
  'GET /api/facility-claims/:id/': {
    expect: roles(401, 200, 404, 404, 200, 404),
    request: (f) => ({ url: `/api/facility-claims/${f.claimApproved}/` }),
  },
  'GET /api/facility-claims/:id/geocode/': {
    expect: roles(401, 200, 404, 404, 404, 404),
    request: (f) => ({
      url: `/api/facility-claims/${f.claimApproved}/geocode/?address=${encodeURIComponent('Ho Chi Minh City, Vietnam')}`,
    }),
  },
  'GET /api/facility-claims/:id/attachments/:attachmentId/': {
    expect: roles(401, 200, 404, 404, 200, 404),
    request: (f) => ({ url: `/api/facility-claims/${f.claimPending}/attachments/${f.attachmentId}/` }),
  },
  'GET /api/facility-claims/': { expect: staffOnly(200) },
  'POST /api/facility-claims/:id/approve/': {
    expect: staffOnly(200),
    request: (f) => ({
      url: `/api/facility-claims/${f.claimPending}/approve/`,
      payload: { reason: 'Documents check out.' },
    }),
  },
  'POST /api/facility-claims/:id/deny/': {
    expect: staffOnly(200),
    request: (f) => ({
      url: `/api/facility-claims/${f.claimDenied}/deny/`,
      payload: { reason: 'The documents name another company.' },
    }),
  },
  'POST /api/facility-claims/:id/revoke/': {
    expect: staffOnly(200),
    request: (f) => ({
      url: `/api/facility-claims/${f.claimRevoked}/revoke/`,
      payload: { reason: 'The claimant left the company.' },
    }),
  },
  'POST /api/facility-claims/:id/message-claimant/': {
    expect: staffOnly(200),
    request: (f) => ({
      url: `/api/facility-claims/${f.claimMessaged}/message-claimant/`,
      payload: { message: 'Please send a business licence.' },
    }),
  },
  'POST /api/facility-claims/:id/note/': {
    expect: staffOnly(200),
    request: (f) => ({
      url: `/api/facility-claims/${f.claimPending}/note/`,
      payload: { note: 'Called the facility.' },
    }),
  },

  // --- embed ---
  'GET /api/embed-configs/': { expect: signedIn(200) },
  'GET /api/embed-configs/:id/': {
    expect: roles(401, 200, 404, 404, 404, 404),
    request: (f) => ({ url: `/api/embed-configs/${f.embedConfigId}/` }),
  },
  'POST /api/embed-configs/': {
    expect: roles(401, 409, 201, 403, 403, 403),
    request: () => ({ payload: { color: '#2e7d32' } }),
  },
  'PUT /api/embed-configs/:id/': {
    expect: roles(401, 200, 404, 403, 403, 403),
    request: (f) => ({ url: `/api/embed-configs/${f.embedConfigId}/`, payload: { color: '#2e7d32' } }),
  },
  'GET /api/nonstandard-fields/': { expect: signedIn(200) },

  // --- single locations and moderation (v1) ---
  'GET /api/v1/production-locations/': {
    expect: signedIn(200),
    request: () => ({ url: '/api/v1/production-locations/?name=Saigon&country=VN' }),
  },
  'GET /api/v1/production-locations/:osId/': {
    expect: signedIn(200),
    request: () => ({ url: `/api/v1/production-locations/${FACILITY.plain}/` }),
  },
  'POST /api/v1/production-locations/': {
    expect: signedIn(202),
    request: (_f, c) => ({
      payload: {
        name: `Binh Duong ${n(c)} Factory`,
        address: '1 Binh Duong Avenue, Thu Dau Mot',
        country: 'VN',
        coordinates: { lat: 10.98, lng: 106.65 },
      },
    }),
  },
  'PATCH /api/v1/production-locations/:osId/': {
    expect: signedIn(202),
    request: (_f, c) => ({
      url: `/api/v1/production-locations/${FACILITY.plain}/`,
      payload: {
        name: `Saigon plain Garments ${n(c)}`,
        address: '1 Nguyen Hue, District 1, Ho Chi Minh City',
        country: 'VN',
      },
    }),
  },
  'GET /api/v1/moderation-events/': { expect: staffOnly(200) },
  'GET /api/v1/moderation-events/:id/': {
    expect: roles(401, 200, 403, 403, 200, 403),
    request: (f) => ({ url: `/api/v1/moderation-events/${f.eventCreate}/` }),
  },
  'PATCH /api/v1/moderation-events/:id/': {
    expect: staffOnly(200),
    request: (f) => ({
      url: `/api/v1/moderation-events/${f.eventReject}/`,
      payload: {
        status: 'REJECTED',
        action_reason_text_cleaned: 'This address is an office building, not a factory.',
        action_reason_text_raw: 'This address is an office building, not a factory.',
      },
    }),
  },
  'POST /api/v1/moderation-events/:id/production-locations/': {
    expect: staffOnly(201),
    request: (f) => ({ url: `/api/v1/moderation-events/${f.eventCreate}/production-locations/` }),
  },
  'PATCH /api/v1/moderation-events/:id/production-locations/:osId/': {
    expect: staffOnly(200),
    request: (f) => ({
      url: `/api/v1/moderation-events/${f.eventMatch}/production-locations/${FACILITY.matchTarget}/`,
    }),
  },

  // --- find OS IDs (matching only: nothing is stored) ---
  'POST /api/facilities/': {
    expect: signedIn(200),
    request: () => ({
      url: '/api/facilities/?create=false',
      payload: { country: 'VN', name: 'Saigon plain Garments', address: '1 Nguyen Hue, District 1, Ho Chi Minh City' },
    }),
  },
  'POST /api/facilities/match/': {
    expect: signedIn(200),
    request: () => ({
      payload: [
        { country: 'VN', name: 'Saigon plain Garments', address: '1 Nguyen Hue, District 1, Ho Chi Minh City' },
      ],
    }),
  },
  // Jobs are their owner's only (facility-match/match-job.test.ts); here, one that does not exist.
  'GET /api/facilities/match/jobs/:id/': {
    expect: signedIn(404),
    request: () => ({ url: '/api/facilities/match/jobs/999999/' }),
  },
  'GET /api/facilities/match/jobs/:id/file/': {
    expect: signedIn(404),
    request: () => ({ url: '/api/facilities/match/jobs/999999/file/' }),
  },

  // --- status reports ---
  'POST /api/facilities/:osId/report/': {
    expect: signedIn(200),
    request: (_f, c) => ({
      url: `/api/facilities/${reportableBy(c.role)}/report/`,
      payload: { reason_for_report: `Closed, says ${n(c)}.`, closure_state: 'CLOSED' },
    }),
  },
  'POST /api/facilities/:osId/report-duplicate/': {
    expect: signedIn(200),
    request: () => ({
      url: `/api/facilities/${FACILITY.plain}/report-duplicate/`,
      payload: { duplicate_of: FACILITY.claimPending },
    }),
  },
  'GET /api/facility-activity-reports/': { expect: staffOnly(200) },
  'GET /api/facility-activity-reports/:id/': {
    expect: staffOnly(200),
    request: (f) => ({ url: `/api/facility-activity-reports/${f.reportA}/` }),
  },
  'POST /api/facility-activity-reports/:id/approve/': {
    expect: staffOnly(200),
    request: (f) => ({
      url: `/api/facility-activity-reports/${f.reportA}/approve/`,
      payload: { status_change_reason: 'Confirmed by phone.' },
    }),
  },
  'POST /api/facility-activity-reports/:id/reject/': {
    expect: staffOnly(200),
    request: (f) => ({
      url: `/api/facility-activity-reports/${f.reportB}/reject/`,
      payload: { status_change_reason: 'Still running.' },
    }),
  },

  // --- possible duplicates (the finder's pairs; an unknown pair is a 404 past the role check) ---
  'GET /api/facility-duplicates/': { expect: staffOnly(200) },
  'POST /api/facility-duplicates/:id/dismiss/': {
    expect: staffOnly(404),
    request: () => ({ url: '/api/facility-duplicates/999999/dismiss/' }),
  },
  'POST /api/facility-duplicates/:id/merge/': {
    expect: staffOnly(404),
    request: () => ({ url: '/api/facility-duplicates/999999/merge/', payload: { target: FACILITY.plain } }),
  },
  'POST /api/facility-duplicates/refresh/': { expect: staffOnly(202) },
  'GET /api/facility-duplicates/refresh/': { expect: staffOnly(200) },

  // --- staff facility tools (merge also for moderators: the search results' merge controls) ---
  'POST /api/facilities/merge/': {
    expect: roles(401, 403, 403, 200, 200, 403),
    request: (_f, c) => ({
      url: `/api/facilities/merge/?target=${mergePairOf(c.role).target}&merge=${mergePairOf(c.role).merge}`,
    }),
  },
  'POST /api/facilities/:osId/split/': {
    expect: staffOnly(200),
    request: (f) => ({ url: `/api/facilities/${TOOLS.main}/split/`, payload: { match_id: f.splitMatch } }),
  },
  'POST /api/facilities/:osId/promote/': {
    expect: staffOnly(200),
    request: (f) => ({ url: `/api/facilities/${TOOLS.main}/promote/`, payload: { match_id: f.promoteMatch } }),
  },
  'POST /api/facilities/:osId/move/': {
    expect: staffOnly(200),
    request: (f) => ({ url: `/api/facilities/${TOOLS.main}/move/`, payload: { match_id: f.moveMatch } }),
  },
  'DELETE /api/facilities/:osId/': {
    expect: staffOnly(204),
    request: () => ({ url: `/api/facilities/${TOOLS.doomed}/` }),
  },
  'POST /api/facilities/:osId/update-location/': {
    expect: staffOnly(200),
    request: (f) => ({
      url: `/api/facilities/${TOOLS.main}/update-location/`,
      payload: {
        lat: 11.5501,
        lng: 104.9201,
        notes: 'Pin on the gate.',
        contributor_id: f.callers.owner.contributorId,
      },
    }),
  },
  'POST /api/facilities/:osId/link/': {
    expect: staffOnly(200),
    request: () => ({ url: `/api/facilities/${TOOLS.moving}/link/`, payload: { new_os_id: TOOLS.other } }),
  },
  'GET /api/geocoder/': {
    expect: staffOnly(200),
    request: () => ({ url: `/api/geocoder/?address=${encodeURIComponent('Phnom Penh')}&country_code=KH` }),
  },
  'GET /api/audit-log/': { expect: staffOnly(200) },
  'POST /api/audit-log/:id/undo/': {
    expect: staffOnly(200),
    request: (f) => ({ url: `/api/audit-log/${f.auditId}/undo/` }),
  },
  'GET /api/staff/contributors/': {
    expect: staffOnly(200),
    request: () => ({ url: '/api/staff/contributors/?q=other' }),
  },
  'PATCH /api/staff/contributors/:id/': {
    expect: staffOnly(200),
    request: (f) => ({
      url: `/api/staff/contributors/${f.callers.other.contributorId!}/`,
      payload: { is_verified: true },
    }),
  },
  'GET /api/staff/groups/': { expect: staffOnly(200) },

  // --- the API documentation (public) ---
  'GET /api/docs': { expect: 200 },
  'HEAD /api/docs/': { expect: 200 },
  'GET /api/docs/json': { expect: 200 },
  'GET /api/docs/yaml': { expect: 200 },
  'GET /api/docs/static/*': { expect: 200, request: () => ({ url: '/api/docs/static/swagger-ui.css' }) },
  'GET /api/docs/static/index.html': { expect: 302 },
  'GET /api/docs/static/swagger-initializer.js': { expect: 200 },
};

/** Registered routes, without the HEAD twins Fastify adds to every GET (they answer as the GET). */
export function registeredRoutes(app: FastifyInstance) {
  const routes = app.registeredRoutes;
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  return routes.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)));
}

/** Calls `route` as the table's case builds it for `caller`; `dropHeaders` leaves those headers out. */
export async function injectAs(
  t: TestApp,
  f: AccessFixtures,
  route: { method: string; url: string },
  routeCase: RouteCase,
  caller: Caller,
  dropHeaders: string[] = [],
) {
  const request = routeCase.request?.(f, caller) ?? {};
  let headers = { ...caller.headers };
  if (routeCase.freshSession && caller.email && caller.role !== 'token')
    headers = await freshSession(t.app, caller.email);
  let payload = request.payload;
  if (request.multipart) {
    const body = request.multipart.claim
      ? claimBody(request.multipart.fields, request.multipart.files)
      : multipartBody(request.multipart.fields, request.multipart.file);
    payload = body.payload;
    headers = { ...headers, ...body.headers };
  }
  headers = { ...headers, ...request.headers };
  for (const name of dropHeaders) delete headers[name];
  return t.app.inject({
    method: route.method as 'GET',
    url: request.url ?? route.url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
