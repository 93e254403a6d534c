import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadSettings } from '@registry/core/lists-api';
import { apiRequest } from '@/api/client.ts';

export type { UploadSettings };

export const uploadSettingsQuery = queryOptions({
  queryKey: ['list-upload-settings'],
  queryFn: () => apiRequest<UploadSettings>('/api/facility-lists/upload-settings/'),
  staleTime: Infinity,
});

export const useUploadSettings = () => useQuery(uploadSettingsQuery);
