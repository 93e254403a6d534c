import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listEndpoints } from '@registry/core/lists-api';
import { call } from '@/api/call.ts';
import { facilityListKeys } from '@/lib/facility-list-keys.ts';
import type { FacilityList } from './facility-lists.ts';

export interface ListUpload {
  name: string;
  description: string;
  file: File;
  /** A list id of the user's, or -1 for none. */
  replaces: number;
}

/** POST /api/facility-lists/ (multipart: file, name, description, replaces). */
export function uploadList(upload: ListUpload): Promise<FacilityList> {
  const body = new FormData();
  body.append('name', upload.name);
  body.append('description', upload.description);
  body.append('replaces', String(upload.replaces));
  body.append('file', upload.file);
  return call(listEndpoints.upload, { body });
}

export function useUploadList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: facilityListKeys.all }),
  });
}
