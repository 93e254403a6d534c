import type { Db } from '../../db/database.ts';
import { comparedSide, rankCandidates, type ComparedSide } from '../matching/service.ts';
import { candidatePairs } from './blocking.ts';
import * as q from './queries.ts';
import { createSlicer, type Slicer } from './slicer.ts';

/**
 * The duplicate finder: the facilities of a country compared with each other by the matcher's
 * own scoring and evidence (rankCandidates), the pairs worth it chosen by blocking.ts. A pair
 * at or over `minConfidence` (the matcher's potential threshold: what a list row would be
 * offered for review at) is stored.
 */
export interface FinderOptions {
  minConfidence: number;
  signal?: AbortSignal;
}

/**
 * Scores the pairs the blocking chose. The facility added later is scored as a list row against
 * the earlier ones, as the list pipeline saw it when it was contributed (one call per facility:
 * its own name and address are normalised once).
 */
async function scorePairs(
  facilities: q.FinderFacility[],
  pairs: [number, number][],
  options: FinderOptions,
  slicer: Slicer,
): Promise<q.FoundPair[]> {
  const earlierOf = new Map<number, number[]>();
  for (const [i, j] of pairs) {
    if (slicer.due()) await slicer.pause();
    const [earlier, later] = addedBefore(facilities[i]!, facilities[j]!) ? [i, j] : [j, i];
    earlierOf.set(later, [...(earlierOf.get(later) ?? []), earlier]);
  }
  // Each facility normalised once, however many pairs it is in (~8 on either side).
  const sides = new Map<q.FinderFacility, ComparedSide>();
  const sideOf = (facility: q.FinderFacility) => {
    let side = sides.get(facility);
    if (!side) sides.set(facility, (side = comparedSide(facility.name, facility.address)));
    return side;
  };
  const found: q.FoundPair[] = [];
  for (const [laterIndex, earlierIndexes] of earlierOf) {
    if (slicer.due()) await slicer.pause();
    const later = facilities[laterIndex]!;
    const earlier = earlierIndexes.map((index) => facilities[index]!);
    const candidates = rankCandidates(
      { name: later.name, address: later.address, countryCode: '', lat: later.lat, lng: later.lng },
      earlier,
      { sides: { input: sideOf(later), of: sideOf }, atLeast: options.minConfidence },
    );
    for (const candidate of candidates) {
      if (candidate.confidence < options.minConfidence) continue;
      found.push({
        osIdA: candidate.osId,
        osIdB: later.os_id.trim(),
        confidence: Math.round(candidate.confidence * 1000) / 1000,
        evidence: {
          raised: candidate.evidence.raised,
          lowered: candidate.evidence.lowered,
          conflicting: candidate.evidence.conflicting,
          name_score: Math.round(candidate.nameScore * 1000) / 1000,
          address_score: Math.round(candidate.addressScore * 1000) / 1000,
          distance_km: candidate.distanceKm === null ? null : Math.round(candidate.distanceKm * 10) / 10,
        },
      });
    }
  }
  return found;
}

/** Whether x was added before y (ties by OS ID, so runs repeat exactly). */
const addedBefore = (x: q.FinderFacility, y: q.FinderFacility) =>
  x.created_at.getTime() < y.created_at.getTime() ||
  (x.created_at.getTime() === y.created_at.getTime() && x.os_id < y.os_id);

/** Compares the facilities of one country (all of them, or `only` those against all) and stores the pairs found. */
export async function compareCountry(
  db: Db,
  countryCode: string,
  options: FinderOptions & { only?: string[] },
): Promise<{ facilities: number; pairs: number }> {
  const slicer = createSlicer(options.signal);
  const facilities = await q.facilitiesOfCountry(db, countryCode);
  const onlyIds = options.only ? new Set(options.only.map((id) => id.trim())) : null;
  const only = onlyIds
    ? new Set(facilities.flatMap((facility, index) => (onlyIds.has(facility.os_id.trim()) ? [index] : [])))
    : undefined;
  await slicer.pause();
  const { pairs } = await candidatePairs(
    facilities.map((facility) => ({ osId: facility.os_id, name: facility.name, address: facility.address })),
    slicer,
    only,
  );
  const found = await scorePairs(facilities, pairs, options, slicer);
  await db
    .transaction()
    .execute((trx) =>
      q.storePairs(
        trx,
        countryCode,
        found,
        options.only ? { osIds: options.only.map((id) => id.trim()) } : { country: true },
        slicer,
      ),
    );
  return { facilities: only ? only.size : facilities.length, pairs: found.length };
}

/** A full pass: every country, smallest first, its progress written to the pass's row. */
export async function runFullPass(db: Db, passId: number, options: FinderOptions): Promise<void> {
  const pass = await q.findPass(db, passId);
  if (!pass || pass.status === 'DONE' || pass.status === 'FAILED') return;
  const startedAt = await q.databaseNow(db);
  const countries = await q.countriesToCheck(db);
  const total = countries.reduce((sum, country) => sum + country.facilities, 0);
  // A pass taken up again after its worker stopped starts over: each country's pairs are rewritten whole.
  await q.updatePass(db, passId, {
    status: 'RUNNING',
    started_at: new Date(),
    countries_total: countries.length,
    countries_done: 0,
    facilities_total: total,
    facilities_done: 0,
    pairs_found: 0,
  });
  let done = 0;
  let pairs = 0;
  for (const [index, country] of countries.entries()) {
    const compared = await compareCountry(db, country.country_code, options);
    done += country.facilities;
    pairs += compared.pairs;
    await q.updatePass(db, passId, { countries_done: index + 1, facilities_done: done, pairs_found: pairs });
  }
  await q.clearChecksQueuedBefore(db, startedAt);
  await q.updatePass(db, passId, { status: 'DONE', finished_at: new Date() });
}

/** Facilities checked again per incremental run (a list's worth; the rest wait for the next run). */
const CHECK_BATCH = 20_000;

/**
 * The incremental check: the facilities queued by facility_index's triggers (new, or their
 * name, address, place or country changed) compared with the rest of their country.
 */
export async function runPendingChecks(db: Db, options: FinderOptions): Promise<{ checked: number; pairs: number }> {
  let checked = 0;
  let pairs = 0;
  for (;;) {
    const pending = await q.pendingChecks(db, CHECK_BATCH);
    if (pending.length === 0) break;
    const byCountry = await q.countriesOf(
      db,
      pending.map((row) => row.os_id),
    );
    for (const [countryCode, osIds] of byCountry) {
      const compared = await compareCountry(db, countryCode, { ...options, only: osIds });
      pairs += compared.pairs;
    }
    // Facilities gone from the index (deleted, merged away) need no check: their pairs are hidden.
    await q.clearChecks(db, pending);
    checked += pending.length;
    if (pending.length < CHECK_BATCH) break;
  }
  return { checked, pairs };
}
