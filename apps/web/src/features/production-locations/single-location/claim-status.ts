import type { MessageId } from '@/lib/i18n/i18n.ts';
import type { ClaimStatus } from '../api/production-locations.ts';

export const CONFIRMATION_TEXT = {
  title: 'Thanks for adding data for this production location!',
  claimInvitation:
    'Do you own or manage this location? If so, you can claim it to get a confirmed profile with a claimed badge, and add more information such as contact details and certifications.',
  reviewing:
    'Your submission is being reviewed. You will receive an email confirming the OS ID once the review is complete.',
  liveSoon:
    'Your submission is under review. You will receive a notification once the production location is live. You can start a claim for this production location while the review is pending.',
  alreadyClaimed: 'This production location has already been claimed.',
  pendingClaim: 'There is a pending claim for this production location.',
  afterReview: "You'll be able to claim the location once the review of your submission is complete.",
  searchRegistry: 'Search OS Hub',
  submitAnother: 'Submit another Location',
  continueToClaim: 'Continue to Claim',
} as const satisfies Record<string, MessageId>;

/**
 * Spec part 1 §4 'Confirmation dialog': only an unclaimed location (one that already has its OS ID)
 * can be claimed now; pending and claimed ones, and new ones still without an OS ID, are reviewed first.
 */
export function confirmationClaimState(osId: string | null | undefined, claimStatus: ClaimStatus | undefined) {
  const claimable = Boolean(osId) && claimStatus === 'unclaimed';
  return {
    reviewText: claimable ? CONFIRMATION_TEXT.liveSoon : CONFIRMATION_TEXT.reviewing,
    claimEnabled: claimable,
    claimTooltip: claimable
      ? null
      : claimStatus === 'claimed'
        ? CONFIRMATION_TEXT.alreadyClaimed
        : claimStatus === 'pending'
          ? CONFIRMATION_TEXT.pendingClaim
          : CONFIRMATION_TEXT.afterReview,
  };
}
