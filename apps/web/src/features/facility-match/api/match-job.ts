import { queryOptions, useQuery } from '@tanstack/react-query';
import { matchJobEndpoint, type MatchJob } from '@registry/core/facility-match-api';
import { call } from '@/api/call.ts';

/** How often a running job's progress is asked for. */
const POLL_MS = 2000;

export const matchJobQuery = (id: number) =>
  queryOptions({
    queryKey: ['facility-match-jobs', id],
    queryFn: () => call(matchJobEndpoint, { params: { id } }),
    refetchInterval: (query) =>
      query.state.data && (query.state.data.status === 'DONE' || query.state.data.status === 'FAILED')
        ? false
        : POLL_MS,
  });

export const useMatchJob = (id: number, initial: MatchJob) => useQuery({ ...matchJobQuery(id), initialData: initial });
