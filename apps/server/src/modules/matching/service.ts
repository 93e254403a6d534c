import type { Executor } from '../../db/executor.ts';
import { isSameAddressOtherName, NAMES_EQUAL, weighEvidence, type Compared, type Evidence } from './evidence.ts';
import { isSamePlace, normalizeAddress, normalizeName } from './normalize.ts';
import { findCandidateRows, type CandidateRow } from './queries.ts';
import { addressSimilarity, combineScores, compareNames, distanceKm, WEAK_NAME } from './score.ts';
import { AUTOMATIC_MARGIN, SEARCH_ROWS } from './tuning.ts';
export { AUTOMATIC_MARGIN } from './tuning.ts';

export interface MatchInput {
  name: string;
  address: string;
  /** ISO 3166-1 alpha-2 */
  countryCode: string;
  lat: number | null;
  lng: number | null;
  /**
   * Whether lat/lng place the facility itself (coordinates given, a rooftop geocode) rather than
   * its town or country (the offline geocoder's, and a remote one's fallback). Unset: exact.
   */
  exact?: boolean;
}

export interface MatchCandidate {
  osId: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  /** 0..1 */
  confidence: number;
  nameScore: number;
  addressScore: number;
  distanceKm: number | null;
  /** What raised and lowered the confidence; a conflicting candidate is never matched automatically. */
  evidence: Evidence;
  /**
   * Offered to a person whatever its confidence, never matched automatically: the same house
   * number, street and town under another name (renamed or taken over), or the same name and
   * address registered in another country (a border zone's address under a neighbour's code).
   */
  reviewOnly?: true;
  /** The facility's country, when it is not the row's (see reviewOnly). */
  countryCode?: string;
}

export type MatchDecision =
  | { kind: 'automatic'; candidate: MatchCandidate; candidates: MatchCandidate[] }
  | { kind: 'potential'; candidates: MatchCandidate[] }
  | { kind: 'new' };

export interface MatchThresholds {
  automatic: number;
  potential: number;
}

export type Matcher = ReturnType<typeof createMatcher>;

export function createMatcher(thresholds: MatchThresholds) {
  return {
    /**
     * Active facilities of the input's country that could be the same place, best first. With
     * `forDecision` (the caller only decides on them) a name that no facility can resemble enough
     * to be offered is not looked up by name: only the facilities next to it and at its address are.
     */
    async findCandidates(
      db: Executor,
      input: MatchInput,
      limit = 10,
      { forDecision = false }: { forDecision?: boolean } = {},
    ): Promise<MatchCandidate[]> {
      const rows = await findCandidateRows(db, {
        countryCode: input.countryCode.toUpperCase(),
        name: normalizeName(input.name),
        address: normalizeAddress(input.address),
        givenAddress: input.address,
        lat: input.lat,
        lng: input.lng,
        nearby: input.exact !== false,
        limit: Math.max(SEARCH_ROWS, limit),
        // Below the weak-name cap a candidate's confidence is its name score, which must reach the potential threshold.
        ...(forDecision ? { minNameScore: Math.min(WEAK_NAME, thresholds.potential) } : {}),
      });
      return rankCandidates(input, rows).slice(0, limit);
    },
    decide(input: MatchInput, candidates: MatchCandidate[]): MatchDecision {
      return decideMatch(thresholds, input, candidates);
    },
  };
}

/** A name and address as scoring compares them: as given and normalised. */
export type ComparedSide = Required<Compared>;

/**
 * One side of a comparison, normalised. A caller comparing one facility with many others (the
 * duplicate finder) makes each side once and hands it to rankCandidates: the evidence keeps what
 * it reads of a side with the side object (evidence.ts), so it is read once, not once a pair.
 */
export const comparedSide = (name: string, address: string): ComparedSide => ({
  rawName: name,
  name: normalizeName(name),
  address: normalizeAddress(address),
  rawAddress: address,
});

export interface RankOptions<Row> {
  /** The input's and each row's side made already (comparedSide of the same name and address). */
  sides?: { input: ComparedSide; of: (row: Row) => ComparedSide };
  /**
   * Only candidates of this confidence or more are wanted (the duplicate finder stores no other):
   * a row whose name score caps it below (every address alike, evidence only lowers it) is left
   * out before its address and evidence are read (70 % of the finder's pairs); the candidates
   * from it on come out as without it.
   */
  atLeast?: number;
}

/** Scores facility rows against the input, best first (ties by OS ID, so runs repeat exactly). */
export function rankCandidates<Row extends CandidateRow>(
  input: MatchInput,
  rows: Row[],
  { sides, atLeast }: RankOptions<Row> = {},
): MatchCandidate[] {
  const compared = sides?.input ?? comparedSide(input.name, input.address);
  const country = input.countryCode.toUpperCase();
  const candidates: MatchCandidate[] = [];
  const renamed: MatchCandidate[] = [];
  for (const row of rows) {
    const km = input.lat === null || input.lng === null ? null : distanceKm(input.lat, input.lng, row.lat, row.lng);
    const facility = sides ? sides.of(row) : comparedSide(row.name, row.address);
    const abroad = row.country_code !== undefined && row.country_code !== country;
    // Another country's facility is a candidate only as the row itself, written as it is there.
    if (abroad && !isSamePlace(compared, row)) continue;
    const names = compareNames(compared.name, facility.name);
    if (atLeast !== undefined && combineScores(names.score, 1, km).confidence < atLeast) continue;
    const scores = combineScores(names.score, addressSimilarity(compared.address, facility.address), km);
    const { evidence, confidence } = weighEvidence(compared, facility, scores, { respaced: names.respaced });
    const candidate: MatchCandidate = {
      osId: row.os_id.trim(),
      name: row.name,
      address: row.address,
      lat: row.lat,
      lng: row.lng,
      ...scores,
      confidence,
      evidence,
    };
    if (abroad) {
      evidence.raised.push(`same name and address, registered in ${row.country_code}`);
      Object.assign(candidate, { reviewOnly: true, countryCode: row.country_code });
    } else if (scores.nameScore < WEAK_NAME && isSameAddressOtherName(compared, facility, scores)) {
      renamed.push(candidate);
    }
    candidates.push(candidate);
  }
  // A facility at the row's address under another name may be the row renamed, unless a
  // facility elsewhere has the row's very name: then the row is that name, at another's address.
  if (!candidates.some((c) => c.nameScore >= NAMES_EQUAL && !c.reviewOnly)) {
    for (const candidate of renamed) {
      candidate.evidence.raised.push('same house number, street and town, another name');
      candidate.reviewOnly = true;
    }
  }
  return candidates.sort((a, b) => b.confidence - a.confidence || a.osId.localeCompare(b.osId));
}

/**
 * Exact normalised name and address -> automatic; a best score over the automatic threshold
 * with a clear lead over the runner-up -> automatic; candidates over the potential threshold ->
 * potential (a person decides); otherwise a new facility. A candidate with evidence of being
 * another place (another house or unit number, legal form or town) is never automatic, nor is
 * one only offered for review (reviewOnly), which is always offered.
 */
export function decideMatch(
  thresholds: MatchThresholds,
  input: MatchInput,
  candidates: MatchCandidate[],
): MatchDecision {
  const sorted = [...candidates].sort((a, b) => b.confidence - a.confidence || a.osId.localeCompare(b.osId));
  const row = { name: normalizeName(input.name), address: normalizeAddress(input.address) };
  const exact = sorted.find((c) => isSamePlace(row, c) && !c.reviewOnly);
  if (exact && !exact.evidence.conflicting) return { kind: 'automatic', candidate: exact, candidates: sorted };
  const [best, runnerUp] = sorted;
  if (
    best &&
    !best.evidence.conflicting &&
    !best.reviewOnly &&
    best.confidence >= thresholds.automatic &&
    (!runnerUp || best.confidence - runnerUp.confidence >= AUTOMATIC_MARGIN)
  ) {
    return { kind: 'automatic', candidate: best, candidates: sorted };
  }
  const potential = sorted.filter((c) => c.confidence >= thresholds.potential || c.reviewOnly);
  if (potential.length > 0) return { kind: 'potential', candidates: potential };
  return { kind: 'new' };
}
