import type { Transaction } from 'kysely';
import { isGeocodePrecision } from '@registry/core/geocode-precision';
import { generateOsId } from '@registry/core/os-id';
import type { DB } from '../../db/schema.ts';
import {
  rankCandidates,
  type MatchCandidate,
  type MatchDecision,
  type MatchInput,
  type Matcher,
} from '../matching/service.ts';
import {
  changeFacilityRecords,
  type NewExtendedField,
  type NewFacility,
  type NewMatch,
} from '../facility-records/index.ts';
import { extendedFieldsOfItem } from './item-extended-fields.ts';
import { listRowMessages } from './list-row-messages.ts';
import { finishItems, type ItemOutcome, type ItemRecord } from './queries.ts';

export const CANDIDATES = 10;

/** The input the matcher gets for a geocoded row. */
export const matchInputOf = (item: ItemRecord): MatchInput => ({
  name: item.name,
  address: item.address,
  countryCode: item.country_code!,
  lat: item.geocoded_lat,
  lng: item.geocoded_lng,
  exact: item.geocoded_is_exact !== false,
});

export interface CreatedFacility {
  os_id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  countryCode: string;
}

const scores = (candidate: MatchCandidate) => ({
  name_score: candidate.nameScore,
  address_score: candidate.addressScore,
  distance_km: candidate.distanceKm,
  evidence: candidate.evidence,
});

/**
 * The decision for one geocoded row: the candidates searched in the registry and the facilities
 * created earlier in the same batch, best first. The list pipeline and "Find OS IDs" (which
 * creates nothing, so passes none) decide every row here, so both answer a row alike.
 */
export function decideRow(
  matcher: Matcher,
  input: MatchInput,
  found: readonly MatchCandidate[],
  created: readonly CreatedFacility[],
): MatchDecision {
  const local = rankCandidates(
    input,
    created.filter((facility) => facility.countryCode === input.countryCode),
  );
  const byOsId = new Map<string, MatchCandidate>();
  for (const candidate of [...found, ...local]) {
    const known = byOsId.get(candidate.osId);
    if (!known || known.confidence < candidate.confidence) byOsId.set(candidate.osId, candidate);
  }
  const candidates = [...byOsId.values()]
    .sort((a, b) => b.confidence - a.confidence || a.osId.localeCompare(b.osId))
    .slice(0, CANDIDATES);
  return matcher.decide(input, candidates);
}

/**
 * Matches geocoded rows in the caller's transaction: MATCHED (automatic), POTENTIAL_MATCH
 * (pending matches for a person to decide) or NEW_FACILITY with a fresh OS ID. Facilities,
 * matches, extended fields and the facility index change together. Facilities created earlier
 * in the same batch are candidates too, so two rows of one upload that are one place give one
 * facility (the index holds them only from the batch's refresh on).
 */
export async function matchItems(
  deps: { db: Transaction<DB>; matcher: Matcher },
  contributorId: number,
  items: ItemRecord[],
  /** Candidates already searched (outside the transaction, several at once), by item id. */
  searched: ReadonlyMap<number, MatchCandidate[]> = new Map(),
): Promise<void> {
  const { db, matcher } = deps;
  const created: CreatedFacility[] = [];
  // Written together after the batch is decided: a handful of statements instead of several per row.
  const facilities: NewFacility[] = [];
  const matches: NewMatch[] = [];
  const fields: NewExtendedField[] = [];
  const outcomes: ItemOutcome[] = [];
  for (const item of items) {
    const input = matchInputOf(item);
    const found = searched.get(item.id) ?? (await matcher.findCandidates(db, input, CANDIDATES, { forDecision: true }));
    const decision = decideRow(matcher, input, found, created);

    if (decision.kind === 'automatic') {
      const { candidate } = decision;
      matches.push({
        facilityId: candidate.osId,
        itemId: item.id,
        status: 'AUTOMATIC',
        confidence: candidate.confidence,
        results: { version: 1, match_type: 'automatic', ...scores(candidate) },
      });
      fields.push(...extendedFieldsOfItem(item, contributorId, candidate.osId));
      outcomes.push({ itemId: item.id, status: 'MATCHED', facilityId: candidate.osId });
    } else if (decision.kind === 'potential') {
      matches.push(
        ...decision.candidates.map((candidate) => ({
          facilityId: candidate.osId,
          itemId: item.id,
          status: 'PENDING' as const,
          confidence: candidate.confidence,
          results: { version: 1, match_type: 'potential', ...scores(candidate) },
        })),
      );
      outcomes.push({ itemId: item.id, status: 'POTENTIAL_MATCH', facilityId: null });
    } else {
      const planned = planNewFacility(item, contributorId);
      outcomes.push(planned.outcome);
      if ('facility' in planned) {
        facilities.push(planned.facility);
        matches.push(planned.match);
        fields.push(...planned.fields);
        const { facility } = planned;
        created.push({
          os_id: facility.osId,
          name: facility.name,
          address: facility.address,
          lat: facility.lat,
          lng: facility.lng,
          countryCode: facility.countryCode,
        });
      }
    }
  }
  await changeFacilityRecords(db, async (records) => {
    await records.createFacilities(facilities);
    await records.addMatches(matches);
    await records.addExtendedFields(fields);
    await finishItems(db, outcomes);
  });
}

type PlannedNewFacility =
  | { outcome: ItemOutcome; facility: NewFacility; match: NewMatch; fields: NewExtendedField[] }
  | { outcome: ItemOutcome };

/**
 * A row no known facility matches becomes a facility of its own with a fresh OS ID (a row
 * without a location cannot: it is ERROR_GEOCODING). Returns what to write; nothing is written.
 */
function planNewFacility(item: ItemRecord, contributorId: number): PlannedNewFacility {
  const input = matchInputOf(item);
  if (input.lat === null || input.lng === null) {
    return {
      outcome: { itemId: item.id, status: 'ERROR_GEOCODING', facilityId: null, errors: [listRowMessages.noLocation] },
    };
  }
  const osId = generateOsId(input.countryCode);
  return {
    outcome: { itemId: item.id, status: 'NEW_FACILITY', facilityId: osId },
    facility: {
      osId,
      name: item.name,
      address: item.address,
      countryCode: input.countryCode,
      lat: input.lat,
      lng: input.lng,
      inexact: item.geocoded_is_exact === false,
      // How precise the geocoder's point is, and the place it is the centre of (none for given coordinates).
      precision: isGeocodePrecision(item.geocoded_precision) ? item.geocoded_precision : null,
      place: isGeocodePrecision(item.geocoded_precision) ? item.geocoded_address : null,
      createdFrom: { itemId: item.id },
    },
    match: {
      facilityId: osId,
      itemId: item.id,
      status: 'AUTOMATIC',
      confidence: 0,
      results: { version: 1, match_type: 'new_facility' },
    },
    fields: extendedFieldsOfItem(item, contributorId, osId),
  };
}

/**
 * The row whose every potential match was rejected becomes a new facility, as the pipeline
 * makes one for a row without candidates; in the caller's transaction, with the index.
 */
export async function createFacilityFromItem(
  db: Transaction<DB>,
  contributorId: number,
  item: ItemRecord,
): Promise<ItemOutcome> {
  const planned = planNewFacility(item, contributorId);
  await changeFacilityRecords(db, async (records) => {
    if ('facility' in planned) {
      await records.createFacilities([planned.facility]);
      await records.addMatches([planned.match]);
      await records.addExtendedFields(planned.fields);
    }
    await finishItems(db, [planned.outcome]);
  });
  return planned.outcome;
}
