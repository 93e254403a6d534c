import type { FilterOption } from './api/option-pairs.ts';

/** The values GET /api/facilities/ takes in `statuses` (a facility's claim state), with their labels. */
export const CLAIM_STATUS_FILTER_OPTIONS: readonly FilterOption[] = [
  { value: 'claimed', label: 'Claimed' },
  { value: 'unclaimed', label: 'Unclaimed' },
  { value: 'pending', label: 'Claim pending' },
];
