import { useEffect, useRef } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { duplicateEndpoints, type DuplicatePass } from '@registry/core/facility-duplicates-api';
import { call } from '@/api/call.ts';
import { duplicateKeys } from './duplicates.ts';

export type { DuplicatePass } from '@registry/core/facility-duplicates-api';

const passKey = [...duplicateKeys.all, 'pass'] as const;
/** While a pass is queued or running, its progress is read again this often. */
const PROGRESS_EVERY_MS = 2_000;

const isOpen = (pass: DuplicatePass | null | undefined) => pass?.status === 'QUEUED' || pass?.status === 'RUNNING';

/** GET /api/facility-duplicates/refresh/: the latest full pass. */
export const latestPassQuery = () =>
  queryOptions({
    queryKey: passKey,
    queryFn: () => call(duplicateEndpoints.latestPass),
    refetchInterval: (query) => (isOpen(query.state.data?.pass) ? PROGRESS_EVERY_MS : false),
  });

/** The latest pass; when one finishes, the pairs it found are read again. */
export function useLatestPass() {
  const queryClient = useQueryClient();
  const latest = useQuery(latestPassQuery());
  const pass = latest.data?.pass;
  const finished = pass && !isOpen(pass) ? pass.id : null;
  const seen = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    // Not on the first answer (the list is being read anyway), only when a pass ends while shown.
    if (seen.current !== undefined && finished !== null && finished !== seen.current)
      void queryClient.invalidateQueries({ queryKey: [...duplicateKeys.all, 'page'] });
    seen.current = finished;
  }, [finished, queryClient]);
  return latest;
}

/** POST /api/facility-duplicates/refresh/: starts a full pass (202 with it). */
export function useStartPass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(duplicateEndpoints.refresh),
    onSuccess: (pass) => queryClient.setQueryData(passKey, { pass }),
  });
}

export { isOpen as isPassOpen };
