import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import { ApiError } from '../../http/errors.ts';

/**
 * The anchor's duplicate-submission rule for a v1 create: the same contributor sent a location of
 * the same country whose name and address are each at least 90% alike (difflib's ratio over the
 * cleaned texts, the numbers in them equal) within 30 minutes, not rejected since. Its message and
 * answer are the anchor's; duplicate_override: true skips it, as it skips the near-duplicate 409.
 */
export const DUPLICATE_CHECK_WINDOW_MINUTES = 30;
export const SIMILARITY_THRESHOLD = 0.9;
export const POSSIBLE_DUPLICATE_SUBMISSION = 'You recently submitted a very similar production location.';

export interface DuplicateOf {
  moderation_id: string;
  created_at: string;
  name: string;
  address: string;
  country: string;
  duplicate_check_window_minutes: number;
}

/** A 409 whose answer carries the earlier submission (the route sends `body`). */
export class DuplicateSubmissionError extends ApiError {
  constructor(readonly duplicateOf: DuplicateOf) {
    super(409, POSSIBLE_DUPLICATE_SUBMISSION);
  }

  get body() {
    return { detail: this.detail, duplicate_of: this.duplicateOf };
  }
}

/** Lower case, punctuation dropped, spaces collapsed: the texts the anchor compares. */
export const cleanText = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Python difflib's SequenceMatcher(None, a, b).ratio(): 2 * matched / (len a + len b), Ratcliff/Obershelp. */
export function similarity(a: string, b: string): number {
  if (!a.length && !b.length) return 1;
  const matched = (aLo: number, aHi: number, bLo: number, bHi: number): number => {
    let best = 0;
    let bestA = aLo;
    let bestB = bLo;
    // Longest common block, leftmost in a then in b, as difflib finds it.
    let previous = new Map<number, number>();
    for (let i = aLo; i < aHi; i++) {
      const current = new Map<number, number>();
      for (let j = bLo; j < bHi; j++) {
        if (a[i] !== b[j]) continue;
        const length = (previous.get(j - 1) ?? 0) + 1;
        current.set(j, length);
        if (length > best) {
          best = length;
          bestA = i - length + 1;
          bestB = j - length + 1;
        }
      }
      previous = current;
    }
    if (best === 0) return 0;
    return best + matched(aLo, bestA, bLo, bestB) + matched(bestA + best, aHi, bestB + best, bHi);
  };
  return (2 * matched(0, a.length, 0, b.length)) / (a.length + b.length);
}

/** Two texts whose numbers (street, unit, postcode) differ are different places, however alike the rest. */
function numbersDiffer(a: string, b: string) {
  const numbersA = a.match(/\d+/g) ?? [];
  const numbersB = b.match(/\d+/g) ?? [];
  if (!numbersA.length || !numbersB.length) return false;
  return numbersA.join(' ') !== numbersB.join(' ');
}

const alike = (a: string, b: string) => !numbersDiffer(a, b) && similarity(a, b) >= SIMILARITY_THRESHOLD;

interface RecentCreate {
  id: string;
  created_at: Date | string;
  name: string | null;
  address: string | null;
}

/** The contributor's recent create of a very similar location, or null. */
export async function findRecentDuplicate(
  db: Executor,
  contributorId: number,
  location: { name: string; address: string; countryCode: string },
): Promise<DuplicateOf | null> {
  const { rows } = await sql<RecentCreate>`
    select id, created_at, cleaned_data ->> 'name' as name, cleaned_data ->> 'address' as address
    from moderation_events
    where contributor_id = ${contributorId} and request_type = 'CREATE' and status <> 'REJECTED'
      and created_at >= now() - make_interval(mins => ${DUPLICATE_CHECK_WINDOW_MINUTES})
      and cleaned_data -> 'country' ->> 'alpha_2' = ${location.countryCode}
    order by created_at desc`.execute(db);
  const name = cleanText(location.name);
  const address = cleanText(location.address);
  const match = rows.find(
    (row) => alike(name, cleanText(row.name ?? '')) && alike(address, cleanText(row.address ?? '')),
  );
  return match
    ? {
        moderation_id: match.id,
        created_at: new Date(match.created_at).toISOString(),
        name: match.name ?? '',
        address: match.address ?? '',
        country: location.countryCode,
        duplicate_check_window_minutes: DUPLICATE_CHECK_WINDOW_MINUTES,
      }
    : null;
}
