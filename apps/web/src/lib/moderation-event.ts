import { queryOptions, useQuery } from '@tanstack/react-query';
import { moderationEndpoints } from '@registry/core/moderation-api';
import { call } from '@/api/call.ts';

/** GET /api/v1/moderation-events/{id}/: the contribution as the server keeps it (the contributor's confirmation and the moderator's record). */
export const fetchModerationEvent = (moderationId: string) =>
  call(moderationEndpoints.get, { params: { id: moderationId } });

export const moderationEventKeys = {
  all: ['moderation-event'] as const,
  one: (moderationId: string) => [...moderationEventKeys.all, moderationId] as const,
};

export const moderationEventQuery = (moderationId: string) =>
  queryOptions({
    queryKey: moderationEventKeys.one(moderationId),
    queryFn: () => fetchModerationEvent(moderationId),
    retry: false,
  });

export const useModerationEvent = (moderationId: string) =>
  useQuery({ ...moderationEventQuery(moderationId), enabled: moderationId !== '' });
