import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';

/** The server's upload settings (GET /api/facility-lists/upload-settings/). */
export interface UploadSettings {
  support_email: string;
  max_upload_bytes: number;
}

export const uploadSettingsQuery = queryOptions({
  queryKey: ['list-upload-settings'],
  queryFn: () => apiRequest<UploadSettings>('/api/facility-lists/upload-settings/'),
  staleTime: Infinity,
});

export const useUploadSettings = () => useQuery(uploadSettingsQuery);
