import type { MatchRowResult } from '@registry/core/facility-match-api';
import type { MessageId } from '@/lib/i18n/i18n.ts';

/** A row's status as the page says it (NEW_FACILITY: the registry has no such facility); translated where shown. */
export const MATCH_STATUS_LABELS: Record<MatchRowResult['status'], MessageId> = {
  MATCHED: 'Matched',
  POTENTIAL_MATCH: 'Potential match',
  NEW_FACILITY: 'No match',
  ERROR: 'Error',
};
