import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContributorEmbedConfig } from '@registry/core/embed-config';
import { apiRequest } from '@/api/client.ts';

export const contributorEmbedConfigQuery = (contributorId: number) =>
  queryOptions({
    queryKey: ['contributor-embed-config', contributorId],
    queryFn: () => apiRequest<ContributorEmbedConfig>(`/api/contributor-embed-configs/${contributorId}/`),
    retry: false,
  });

export const useContributorEmbedConfig = (contributorId: number | null) =>
  useQuery({ ...contributorEmbedConfigQuery(contributorId ?? 0), enabled: contributorId !== null });
