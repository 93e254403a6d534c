import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisplayedListStatus, ListItemStatus, ListProgress, ListStatusInput } from '@registry/core/list-status';
import { apiRequest } from '@/api/client.ts';

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

/** Every query of facility lists has a key starting 'facility-lists' (the dashboard's too): a change to a list invalidates them all. */
export const myListsQuery = queryOptions({
  queryKey: ['facility-lists'],
  queryFn: () => apiRequest<FacilityList[]>('/api/facility-lists/'),
});

export const useMyLists = (enabled: boolean) => useQuery({ ...myListsQuery, enabled });
