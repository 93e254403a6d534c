import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModerationEvent } from '@registry/core/production-location-api';
import { apiRequest } from '@/api/client.ts';

/** GET /api/v1/moderation-events/{id}/: the contribution as the server keeps it. */
export const fetchModerationEvent = (moderationId: string) => apiRequest<ModerationEvent>(`/api/v1/moderation-events/${encodeURIComponent(moderationId)}/`);

export const moderationEventQuery = (moderationId: string) =>
  queryOptions({ queryKey: ['moderation-event', moderationId], queryFn: () => fetchModerationEvent(moderationId), retry: false });

export const useModerationEvent = (moderationId: string | undefined) => useQuery({ ...moderationEventQuery(moderationId ?? ''), enabled: Boolean(moderationId) });
