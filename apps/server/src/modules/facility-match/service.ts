import type { MatchRowResult } from '@registry/core/facility-match-api';
import type { Executor } from '../../db/executor.ts';
import { GeocoderError, type Geocoder } from '../geocoding/service.ts';
import { listRowMessages, CANDIDATES, decideRow, geocodeOne } from '../lists/index.ts';
import type { MatchCandidate, MatchDecision, MatchInput, Matcher } from '../matching/service.ts';
import type { RowToMatch } from './rows.ts';

/** Rows located and matched at once (the list pipeline searches four at a time too). */
const CONCURRENCY = 4;

const asMatch = (candidate: MatchCandidate) => ({
  os_id: candidate.osId,
  name: candidate.name,
  address: candidate.address,
  confidence: candidate.confidence,
  evidence: candidate.evidence,
});

/** The decision as the answer says it: NEW_FACILITY means no match (nothing is created). */
function resultOf(decision: MatchDecision): Pick<MatchRowResult, 'status' | 'os_id' | 'confidence' | 'matches'> {
  if (decision.kind === 'automatic') {
    return {
      status: 'MATCHED',
      os_id: decision.candidate.osId,
      confidence: decision.candidate.confidence,
      matches: [asMatch(decision.candidate)],
    };
  }
  if (decision.kind === 'potential') {
    return {
      status: 'POTENTIAL_MATCH',
      os_id: null,
      confidence: decision.candidates[0]!.confidence,
      matches: decision.candidates.map(asMatch),
    };
  }
  return { status: 'NEW_FACILITY', os_id: null, confidence: null, matches: [] };
}

export interface FacilityMatchDeps {
  db: Executor;
  matcher: Matcher;
  geocoder: Geocoder;
}

/**
 * "Find OS IDs": rows are located and matched exactly as list rows are (geocodeOne, the
 * matcher's candidates, decideRow), and nothing is written anywhere.
 */
export function createFacilityMatchService(deps: FacilityMatchDeps) {
  async function matchRow(row: RowToMatch): Promise<MatchRowResult> {
    const base = { row_index: row.rowIndex, ...(row.cells ? { cells: row.cells } : {}) };
    if (row.errors.length)
      return { ...base, status: 'ERROR', os_id: null, confidence: null, matches: [], errors: row.errors };
    let located;
    try {
      located = await geocodeOne(deps.geocoder, {
        given_lat: row.lat,
        given_lng: row.lng,
        address: row.address,
        country_code: row.countryCode,
      });
    } catch (error) {
      if (!(error instanceof GeocoderError)) throw error;
      return {
        ...base,
        status: 'ERROR',
        os_id: null,
        confidence: null,
        matches: [],
        errors: [listRowMessages.geocodeFailed(error.message)],
      };
    }
    const input: MatchInput = {
      name: row.name,
      address: row.address,
      countryCode: row.countryCode!,
      lat: located.lat,
      lng: located.lng,
      exact: located.exact !== false,
    };
    const found = await deps.matcher.findCandidates(deps.db, input, CANDIDATES, { forDecision: true });
    return { ...base, ...resultOf(decideRow(deps.matcher, input, found, [])), errors: [] };
  }

  return {
    matchRow,

    /** One result per row, in the rows' order. */
    async matchRows(rows: readonly RowToMatch[]): Promise<MatchRowResult[]> {
      const results = new Array<MatchRowResult>(rows.length);
      let next = 0;
      const run = async () => {
        while (next < rows.length) {
          const at = next++;
          results[at] = await matchRow(rows[at]!);
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, run));
      return results;
    },
  };
}

export type FacilityMatchService = ReturnType<typeof createFacilityMatchService>;
