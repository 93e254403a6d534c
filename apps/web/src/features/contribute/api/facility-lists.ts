import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListProgress } from '@registry/core/list-status';
import { apiRequest } from '@/api/client.ts';
import { facilityListKeys } from '@/lib/facility-list-keys.ts';

/** A facility list as GET /api/facility-lists/ answers it (the fields this feature reads). */
export interface FacilityList {
  id: number;
  name: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'REPLACED';
  is_active: boolean;
  item_count: number;
  parsing_errors: { message: string; type: string }[];
  progress: ListProgress;
}

export const fetchFacilityLists = () => apiRequest<FacilityList[]>('/api/facility-lists/');

export const facilityListsQuery = queryOptions({ queryKey: facilityListKeys.mine(), queryFn: fetchFacilityLists });

/** The user's lists, for the optional "replaces" choice. */
export const useFacilityLists = (enabled: boolean) => useQuery({ ...facilityListsQuery, enabled });
