import { describe, expect, it } from 'vitest';
import { CONFIRMATION_TEXT, confirmationClaimState } from './claim-status.ts';

describe('confirmation dialog claim logic', () => {
  it('lets an unclaimed location be claimed at once', () => {
    expect(confirmationClaimState('BD2024001ABCDEX', 'unclaimed')).toEqual({
      reviewText: CONFIRMATION_TEXT.liveSoon,
      claimEnabled: true,
      claimTooltip: null,
    });
  });

  it('explains why claiming waits: claimed, pending claim, or a location still under review', () => {
    expect(confirmationClaimState('BD2024001ABCDEX', 'claimed')).toEqual({
      reviewText: CONFIRMATION_TEXT.reviewing,
      claimEnabled: false,
      claimTooltip: CONFIRMATION_TEXT.alreadyClaimed,
    });
    expect(confirmationClaimState('BD2024001ABCDEX', 'pending')).toEqual({
      reviewText: CONFIRMATION_TEXT.reviewing,
      claimEnabled: false,
      claimTooltip: CONFIRMATION_TEXT.pendingClaim,
    });
    expect(confirmationClaimState(undefined, undefined)).toEqual({
      reviewText: CONFIRMATION_TEXT.reviewing,
      claimEnabled: false,
      claimTooltip: CONFIRMATION_TEXT.afterReview,
    });
  });
});
