import { evidenceSentence } from '@registry/core/facility-match-api';
import type { ListMatch } from './api/list-items.ts';

/**
 * What raised and lowered a match's confidence, as the matcher keeps it in the match's results
 * ('same name', 'other house number 388 / 300'); matches made before it kept any have none.
 */
export interface MatchEvidence {
  raised: string[];
  lowered: string[];
  /** Evidence of two places: the matcher did not match them automatically. */
  conflicting: boolean;
}

/** The evidence in one short line for the reviewer ('For: same name, nearby. Against: other house number 388 / 300.'); '' when there is none. */
export function evidenceLine(results: ListMatch['results']): string {
  const evidence = results?.evidence;
  return evidence ? evidenceSentence(evidence) : '';
}
