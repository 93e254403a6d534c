import type { MessageId } from '@/lib/i18n/i18n.ts';
import { claimFacilityPath } from '@/lib/paths.ts';
import type { ActivityReport, ClaimStatus, ClosureState } from '../api/facility-detail.ts';

/** Spec part 2 §4 'Facility claim banner'. Texts are catalog keys, translated where shown. */
export type ClaimBanner =
  | { kind: 'claimed'; text: MessageId }
  | { kind: 'pending'; text: MessageId }
  | { kind: 'unclaimed'; text: MessageId; claimLink: { text: MessageId; to: string } | null };

export function claimBanner(osId: string, status: ClaimStatus, claimFlag: boolean): ClaimBanner {
  if (status === 'claimed')
    return { kind: 'claimed', text: 'This production location has been claimed by an owner or manager' };
  if (status === 'pending') return { kind: 'pending', text: 'There is a pending claim for this production location' };
  return {
    kind: 'unclaimed',
    text: 'This production location has not been claimed',
    // Claiming is a screen of its own that exists only while the flag is on.
    claimLink: claimFlag ? { text: 'I want to claim this production location', to: claimFacilityPath(osId) } : null,
  };
}

const MAY_BE: Record<ClosureState, MessageId> = {
  CLOSED: 'This facility may be closed',
  OPEN: 'This facility may be open',
};
const VERIFIED: Record<ClosureState, MessageId> = { CLOSED: 'Verified closed', OPEN: 'Verified open' };

/** Spec part 2 §4 'Closure banner'. */
export type ClosureBanner =
  | { kind: 'pending'; text: MessageId; note: 'Status pending' }
  | { kind: 'moved'; text: 'This facility has moved to'; newOsId: string; verified: MessageId | null }
  | { kind: 'closed'; text: 'This facility is closed'; verified: MessageId | null };

/**
 * The newest report decides while it is pending; otherwise the facility's closed state does.
 * Reports come newest first.
 */
export function closureBanner(facility: {
  is_closed: boolean;
  new_os_id: string | null;
  activity_reports: ActivityReport[];
}): ClosureBanner | null {
  const latest = facility.activity_reports[0];
  if (latest?.status === 'PENDING')
    return { kind: 'pending', text: MAY_BE[latest.closure_state], note: 'Status pending' };
  // A closure staff confirmed says so ('Verified closed'); one set otherwise (a link to a new OS ID) does not.
  const confirmed = facility.activity_reports.find((report) => report.status === 'CONFIRMED');
  const verified = confirmed?.closure_state === 'CLOSED' ? VERIFIED.CLOSED : null;
  if (facility.is_closed && facility.new_os_id)
    return { kind: 'moved', text: 'This facility has moved to', newOsId: facility.new_os_id, verified };
  if (facility.is_closed) return { kind: 'closed', text: 'This facility is closed', verified };
  return null;
}

/**
 * The Status field: open or closed, with 'Verified {state}' when the newest decided report was
 * confirmed (spec: CONFIRMED reports display as 'Verified {state}').
 */
export function facilityStatus(facility: { is_closed: boolean; activity_reports: ActivityReport[] }) {
  const decided = facility.activity_reports.find((report) => report.status !== 'PENDING');
  const verified = decided?.status === 'CONFIRMED' ? decided : undefined;
  const value: MessageId = facility.is_closed ? 'Closed' : 'Open';
  return {
    value,
    verified: verified ? VERIFIED[verified.closure_state] : null,
    report: verified ?? null,
  };
}
