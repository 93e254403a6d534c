import type { MessageId } from '@/lib/i18n/i18n.ts';

/** The values GET /api/facilities/ takes in `statuses` (a facility's claim state), with their labels. */
export const CLAIM_STATUS_FILTER_OPTIONS: readonly { value: string; label: MessageId }[] = [
  { value: 'claimed', label: 'Claimed' },
  { value: 'unclaimed', label: 'Unclaimed' },
  { value: 'pending', label: 'Claim pending' },
];
