import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClaimDetail } from '@registry/core/claims-api';
import { apiRequest } from '@/api/client.ts';

export type { ClaimDetail };

export const fetchClaimDetail = (claimId: string) =>
  apiRequest<ClaimDetail>(`/api/facility-claims/${encodeURIComponent(claimId)}/`);

export const claimDetailQuery = (claimId: string) =>
  queryOptions({ queryKey: ['dashboard-claim', claimId], queryFn: () => fetchClaimDetail(claimId) });

export const useClaimDetail = (claimId: string, enabled: boolean) =>
  useQuery({ ...claimDetailQuery(claimId), enabled });
