import { createHash } from 'node:crypto';
import { normalizeOsId } from '@registry/core/os-id';
import { checkProductionLocation, type ProductionLocationCleanedData } from '@registry/core/production-location-rules';
import type { PendingModerationEvent, ProductionLocationDetail } from '@registry/core/production-location-api';
import type { V1Search } from '@registry/core/production-location-search-params';
import type { Db } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors.ts';
import type { RequestUser } from '../../http/request-user.ts';
import { isFeatureActive } from '../feature-flags/queries.ts';
import { GeocoderError, type Geocoder } from '../geocoding/service.ts';
import { maintenanceMessage } from '../lists/index.ts';
import { rankCandidates, type MatchCandidate, type MatchInput, type Matcher } from '../matching/service.ts';
import { DUPLICATE_REQUEST_MESSAGE, type ModerationService } from '../moderation/service.ts';
import { findLocations, resolveLocation } from '../facilities/index.ts';
import type { SearchMemory } from '../search/index.ts';
import { DuplicateSubmissionError, findRecentDuplicate } from './duplicate-submission.ts';
import { v1LocationsByOsId } from './v1-locations.ts';
import { createV1Search } from './v1-search.ts';

/** Potential matches kept with an event. */
const POTENTIAL_MATCHES = 10;

export const productionLocationMessages = {
  notFound: 'The location with the given OS ID was not found.',
  notCurrent: (osId: string, current: string) =>
    `The OS ID ${osId} is no longer current: it now resolves to ${current}. Send the update for ${current}.`,
  notLocated: 'The address could not be located. Check the address, or send coordinates.',
  geocoderDown: 'The address could not be located right now. Please try again shortly.',
  nearDuplicate: (osId: string) =>
    `A production location that looks the same already exists (OS ID ${osId}). Add your data to it with PATCH /api/v1/production-locations/${osId}/, or send duplicate_override: true to create a new location anyway.`,
} as const;

/** JSON with object keys sorted, so two equal bodies hash alike whatever their key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const requestHash = (osId: string | null, body: unknown) =>
  createHash('sha256')
    .update(canonicalJson({ os_id: osId, body }))
    .digest('hex');

interface GeocodedPoint {
  geocode_result: Record<string, unknown>;
  point: { lat: number; lng: number } | null;
}

export interface ProductionLocationDeps {
  db: Db;
  /** Where searches read (a replica when configured). */
  readDb?: Db;
  searchMemory?: SearchMemory;
  searchCacheEntries?: number;
  matcher: Matcher;
  /** Candidates from this confidence on are kept as potential matches. */
  potentialThreshold: number;
  geocoder: Geocoder;
  moderation: Pick<ModerationService, 'store' | 'isDuplicate'>;
  productName: string;
}

/** The v1 production-locations API: search and lookup, and contributions that wait for moderation. */
export function createProductionLocationService(deps: ProductionLocationDeps) {
  const { db, matcher } = deps;
  const v1 = createV1Search({
    db,
    readDb: deps.readDb ?? db,
    matcher,
    searchMemory: deps.searchMemory,
    searchCacheEntries: deps.searchCacheEntries,
  });

  async function locate(data: ProductionLocationCleanedData): Promise<GeocodedPoint> {
    if (data.coordinates) {
      return {
        geocode_result: {
          geocoded_point: data.coordinates,
          geocoded_address: data.address,
          exact: true,
          geocoded_location_type: null,
          provider: 'contributor',
        },
        point: data.coordinates,
      };
    }
    let result;
    try {
      result = await deps.geocoder.geocode({ address: data.address, countryCode: data.country.alpha_2 });
    } catch (error) {
      if (error instanceof GeocoderError) throw new ApiError(503, productionLocationMessages.geocoderDown);
      throw error;
    }
    if (!result.found) return { geocode_result: {}, point: null };
    const point = { lat: result.lat, lng: result.lng };
    return {
      geocode_result: {
        geocoded_point: point,
        geocoded_address: result.formattedAddress,
        exact: result.exact,
        geocoded_location_type: result.precision,
        provider: result.provider,
      },
      point,
    };
  }

  /** The matcher's candidates for a contribution, best first; an update's own location is always among them. */
  async function candidatesFor(input: MatchInput, target: string | null): Promise<MatchCandidate[]> {
    const found = await matcher.findCandidates(db, input, POTENTIAL_MATCHES);
    if (target && !found.some((candidate) => candidate.osId === target)) {
      const rows = await findLocations(db, [target]);
      found.push(...rankCandidates(input, rows));
    }
    return found.sort((a, b) => b.confidence - a.confidence || a.osId.localeCompare(b.osId));
  }

  return {
    /** The v1 search (v1-search.ts); `way` says which way answered, for the request log. */
    search: (search: V1Search) => v1.search(search),

    /** A location by its current or historical OS ID (a historical one answers the current location). */
    async get(osId: string): Promise<ProductionLocationDetail> {
      const resolved = await resolveLocation(db, normalizeOsId(osId));
      if (resolved.kind === 'unknown') throw notFound(productionLocationMessages.notFound);
      const [location] = await v1LocationsByOsId(db, [resolved.location.os_id], true);
      if (!location) throw notFound(productionLocationMessages.notFound);
      return location;
    },

    /**
     * A create (no OS ID) or update (OS ID) of a location: checked with the add-location rules,
     * located, matched, and stored as a pending moderation event. Nothing is stored on any refusal.
     */
    async submit(
      user: RequestUser & { contributorId: number },
      osIdParam: string | null,
      body: unknown,
    ): Promise<PendingModerationEvent> {
      if (await isFeatureActive(db, 'disable_list_uploading'))
        throw new ApiError(503, maintenanceMessage(deps.productName));
      let osId: string | null = null;
      if (osIdParam !== null) {
        const wanted = normalizeOsId(osIdParam);
        const resolved = await resolveLocation(db, wanted);
        if (resolved.kind === 'unknown') throw notFound(productionLocationMessages.notFound);
        if (resolved.kind === 'historical')
          throw new ApiError(410, productionLocationMessages.notCurrent(wanted, resolved.location.os_id));
        osId = resolved.location.os_id;
      }
      const checked = checkProductionLocation(body);
      if (!checked.ok) throw badRequest(checked.errors as Record<string, string[]>);
      const { data } = checked;

      const hash = requestHash(osId, body);
      if (await deps.moderation.isDuplicate(user.contributorId, hash))
        throw new ApiError(429, DUPLICATE_REQUEST_MESSAGE);

      // Checked before the work of geocoding and matching, and again under store's lock.
      const refuseRecentDuplicate = async (executor: Executor) => {
        if (osId !== null || checked.duplicateOverride) return;
        const earlier = await findRecentDuplicate(executor, user.contributorId, {
          name: data.name,
          address: data.address,
          countryCode: data.country.alpha_2,
        });
        if (earlier) throw new DuplicateSubmissionError(earlier);
      };
      await refuseRecentDuplicate(db);

      const located = await locate(data);
      // A new location needs a place on the map; an update adds data to a location that has one.
      if (!located.point && osId === null) throw badRequest({ address: [productionLocationMessages.notLocated] });
      const input: MatchInput = {
        name: data.name,
        address: data.address,
        countryCode: data.country.alpha_2,
        lat: located.point?.lat ?? null,
        lng: located.point?.lng ?? null,
      };
      const candidates = await candidatesFor(input, osId);
      const decision = matcher.decide(input, candidates);
      if (osId === null && decision.kind === 'automatic' && !checked.duplicateOverride) {
        throw conflict(productionLocationMessages.nearDuplicate(decision.candidate.osId));
      }
      const potential = candidates
        .filter((c) => c.osId === osId || c.confidence >= deps.potentialThreshold)
        .slice(0, POTENTIAL_MATCHES);

      const stored = await deps.moderation.store(
        {
          contributorId: user.contributorId,
          requestType: osId === null ? 'CREATE' : 'UPDATE',
          source: user.via === 'token' ? 'API' : 'SLC',
          osId,
          rawData: body,
          cleanedData: data,
          geocodeResult: located.geocode_result,
          potentialMatches: potential.map((c) => ({
            os_id: c.osId,
            name: c.name,
            address: c.address,
            confidence: c.confidence,
          })),
          requestHash: hash,
        },
        refuseRecentDuplicate,
      );
      return {
        moderation_id: stored.id,
        moderation_status: 'PENDING',
        created_at: new Date(stored.created_at).toISOString(),
        cleaned_data: data,
        ...(osId ? { os_id: osId } : {}),
      };
    },
  };
}
