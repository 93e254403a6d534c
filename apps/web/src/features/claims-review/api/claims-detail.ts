import { queryOptions, useQuery } from '@tanstack/react-query';
import { claimEndpoints, type ClaimDetail } from '@registry/core/claims-api';
import { call } from '@/api/call.ts';

export type { ClaimDetail };

// Staff (the only callers of this screen) get the claim for review; its claimant, the claimed profile.
export const fetchClaimDetail = async (claimId: string) =>
  (await call(claimEndpoints.detail, { params: { id: Number(claimId) } })) as ClaimDetail;

export const claimDetailQuery = (claimId: string) =>
  queryOptions({ queryKey: ['dashboard-claim', claimId], queryFn: () => fetchClaimDetail(claimId) });

export const useClaimDetail = (claimId: string, enabled: boolean) =>
  useQuery({ ...claimDetailQuery(claimId), enabled });
