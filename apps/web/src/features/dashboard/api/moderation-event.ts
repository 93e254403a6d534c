import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModerationEvent } from '@registry/core/production-location-api';
import { apiRequest } from '@/api/client.ts';

const eventPath = (moderationId: string) => `/api/v1/moderation-events/${encodeURIComponent(moderationId)}/`;

export const fetchModerationEvent = (moderationId: string) => apiRequest<ModerationEvent>(eventPath(moderationId));

export const moderationEventQuery = (moderationId: string) =>
  queryOptions({ queryKey: ['moderation-event', moderationId], queryFn: () => fetchModerationEvent(moderationId), retry: false });

export const useModerationEvent = (moderationId: string) => useQuery(moderationEventQuery(moderationId));

/** The three decisions of a contribution record (spec part 2 §7). */
export type ModerationDecision =
  | { kind: 'create' }
  | { kind: 'match'; osId: string }
  | { kind: 'reject'; reasonRaw: string; reasonCleaned: string };

export function decideModerationEvent(moderationId: string, decision: ModerationDecision): Promise<unknown> {
  const path = eventPath(moderationId);
  if (decision.kind === 'create') return apiRequest(`${path}production-locations/`, { method: 'POST', body: {} });
  if (decision.kind === 'match') return apiRequest(`${path}production-locations/${encodeURIComponent(decision.osId)}/`, { method: 'PATCH', body: {} });
  return apiRequest(path, {
    method: 'PATCH',
    body: { status: 'REJECTED', action_reason_text_cleaned: decision.reasonCleaned, action_reason_text_raw: decision.reasonRaw },
  });
}

export function useModerationDecision(moderationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ModerationDecision) => decideModerationEvent(moderationId, decision),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: moderationEventQuery(moderationId).queryKey });
      await queryClient.invalidateQueries({ queryKey: ['moderation-events'] });
    },
  });
}
