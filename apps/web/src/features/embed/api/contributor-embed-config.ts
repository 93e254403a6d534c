import { queryOptions, useQuery } from '@tanstack/react-query';
import { embedEndpoints } from '@registry/core/embed-api';
import { call } from '@/api/call.ts';

export const contributorEmbedConfigQuery = (contributorId: number) =>
  queryOptions({
    queryKey: ['contributor-embed-config', contributorId],
    queryFn: () => call(embedEndpoints.ofContributor, { params: { id: contributorId } }),
    retry: false,
  });

export const useContributorEmbedConfig = (contributorId: number | null) =>
  useQuery({ ...contributorEmbedConfigQuery(contributorId ?? 0), enabled: contributorId !== null });
