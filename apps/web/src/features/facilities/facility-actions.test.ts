import { describe, expect, it } from 'vitest';
import { canDisputeClaim, disputeClaimHref, suggestEditPath } from './facility-actions.ts';

const OS_ID = 'BD2024001ABCDEF';

describe('canDisputeClaim', () => {
  it('offers the dispute only on a claimed facility', () => {
    expect(canDisputeClaim(OS_ID, 'claimed', null)).toBe(true);
    expect(canDisputeClaim(OS_ID, 'pending', null)).toBe(false);
    expect(canDisputeClaim(OS_ID, 'unclaimed', null)).toBe(false);
  });

  it('hides it from the claimant and from a user whose own claim is pending', () => {
    expect(canDisputeClaim(OS_ID, 'claimed', { approved: [OS_ID], pending: [] })).toBe(false);
    expect(canDisputeClaim(OS_ID, 'claimed', { approved: [], pending: [OS_ID] })).toBe(false);
    expect(canDisputeClaim(OS_ID, 'claimed', { approved: ['CN2024001ABCDEF'], pending: ['VN2024001ABCDEF'] })).toBe(
      true,
    );
  });
});

describe('links', () => {
  it('mails the dispute with the OS ID in the subject and opens the edit form on the facility', () => {
    expect(disputeClaimHref(OS_ID)).toBe(
      `mailto:claims@opensupplyhub.org?subject=Disputing%20Claim%20on%20Facility%20ID%3A%20${OS_ID}`,
    );
    expect(suggestEditPath(OS_ID)).toBe(`/contribute/single-location/${OS_ID}/info`);
  });
});
