import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisplayedListStatus, ListItemStatus, ListProgress, ListStatusInput } from '@registry/core/list-status';
import { apiRequest } from '@/api/client.ts';
import { facilityListKeys } from '@/lib/facility-list-keys.ts';

/** A facility list as GET /api/facility-lists/ and /{id}/ answer it (the fields these screens read). */
export interface FacilityList extends ListStatusInput {
  id: number;
  name: string;
  description: string;
  file_name: string;
  file: string;
  statuses: ListItemStatus[];
  status_change_reason: string;
  parsing_errors: { message: string; type: string }[];
  is_active: boolean;
  created_at: string;
  display_status: DisplayedListStatus;
  progress: ListProgress;
}

/** The user's lists, under the key every list query shares (lib/facility-list-keys.ts): a change to a list invalidates them all. */
export const myListsQuery = queryOptions({
  queryKey: facilityListKeys.mine(),
  queryFn: () => apiRequest<FacilityList[]>('/api/facility-lists/'),
});

export const useMyLists = (enabled: boolean) => useQuery({ ...myListsQuery, enabled });
