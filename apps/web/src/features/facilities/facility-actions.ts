import { locationInfoPath } from '@/lib/paths.ts';
import type { ClaimStatus } from './api/facility-detail.ts';

/** Where disputes of a claim go (a mail to the registry's claims team). */
const DISPUTE_EMAIL = 'claims@opensupplyhub.org';

export const disputeClaimHref = (osId: string) =>
  `mailto:${DISPUTE_EMAIL}?subject=${encodeURIComponent(`Disputing Claim on Facility ID: ${osId}`)}`;

/** The single-location form opened on this facility: an edit becomes a moderation event staff review. */
export const suggestEditPath = (osId: string) => locationInfoPath(osId);

/**
 * Spec part 2 §6 (Report menu): the claim-related link shows only when the facility is claimed, not by
 * the current user's organisation, and that organisation has no pending claim on it.
 */
export function canDisputeClaim(
  osId: string,
  claimStatus: ClaimStatus,
  claims: { approved: readonly string[]; pending: readonly string[] } | null,
): boolean {
  if (claimStatus !== 'claimed') return false;
  return !claims || (!claims.approved.includes(osId) && !claims.pending.includes(osId));
}
