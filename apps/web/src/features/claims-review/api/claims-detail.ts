import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';

/** Spec part 2 §3 'Claim (detail)'. */
export interface ClaimDetail {
  id: number;
  status: 'PENDING' | 'APPROVED' | 'DENIED' | 'REVOKED';
  os_id: string;
  contributor_id: number;
  contributor_name: string;
  facility: { id: string; properties: { name: string; country_name: string } };
  contributor: { id: number; name: string };
  contact_person: string;
  job_title: string;
  email: string;
  website: string;
  facility_website: string;
  linkedin_profile: string;
  sector: string[];
  facility_workers_count: string | null;
  facility_name_native_language: string;
  attachments: { id: number; kind: string; file_name: string; claim_attachment: string }[];
  notes: { id: number; author: string; created_at: string; note: string }[];
  status_change: { by: string | null; date: string | null; reason: string | null };
  created_at: string;
  updated_at: string;
}

export const fetchClaimDetail = (claimId: string) => apiRequest<ClaimDetail>(`/api/facility-claims/${encodeURIComponent(claimId)}/`);

export const claimDetailQuery = (claimId: string) => queryOptions({ queryKey: ['dashboard-claim', claimId], queryFn: () => fetchClaimDetail(claimId) });

export const useClaimDetail = (claimId: string, enabled: boolean) => useQuery({ ...claimDetailQuery(claimId), enabled });
