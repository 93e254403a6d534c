import { queryOptions, useQuery } from '@tanstack/react-query';
import { listEndpoints, type UploadSettings } from '@registry/core/lists-api';
import { call } from '@/api/call.ts';

export type { UploadSettings };

export const uploadSettingsQuery = queryOptions({
  queryKey: ['list-upload-settings'],
  queryFn: () => call(listEndpoints.uploadSettings),
  staleTime: Infinity,
});

export const useUploadSettings = () => useQuery(uploadSettingsQuery);
