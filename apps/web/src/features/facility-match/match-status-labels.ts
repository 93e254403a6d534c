import type { MatchRowResult } from '@registry/core/facility-match-api';

/** A row's status as the page says it (NEW_FACILITY: the registry has no such facility). */
export const MATCH_STATUS_LABELS: Record<MatchRowResult['status'], string> = {
  MATCHED: 'Matched',
  POTENTIAL_MATCH: 'Potential match',
  NEW_FACILITY: 'No match',
  ERROR: 'Error',
};
