/** The states of a facility claim (spec part 2 §4 and §9), with the labels staff screens show. */
export const CLAIM_STATUS_VALUES = ['PENDING', 'APPROVED', 'DENIED', 'REVOKED'] as const;
export type ClaimStatus = (typeof CLAIM_STATUS_VALUES)[number];

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  DENIED: 'Denied',
  REVOKED: 'Revoked',
};
