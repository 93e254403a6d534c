import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';
import { moderationEventKeys, moderationEventPath } from '@/lib/moderation-event.ts';
import { moderationEventsKeys } from './moderation-events.ts';

/** The three decisions of a contribution record (spec part 2 §7). */
export type ModerationDecision =
  { kind: 'create' } | { kind: 'match'; osId: string } | { kind: 'reject'; reasonRaw: string; reasonCleaned: string };

export function decideModerationEvent(moderationId: string, decision: ModerationDecision): Promise<unknown> {
  const path = moderationEventPath(moderationId);
  if (decision.kind === 'create') return apiRequest(`${path}production-locations/`, { method: 'POST', body: {} });
  if (decision.kind === 'match')
    return apiRequest(`${path}production-locations/${encodeURIComponent(decision.osId)}/`, {
      method: 'PATCH',
      body: {},
    });
  return apiRequest(path, {
    method: 'PATCH',
    body: {
      status: 'REJECTED',
      action_reason_text_cleaned: decision.reasonCleaned,
      action_reason_text_raw: decision.reasonRaw,
    },
  });
}

export function useModerationDecision(moderationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ModerationDecision) => decideModerationEvent(moderationId, decision),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: moderationEventKeys.one(moderationId) });
      await queryClient.invalidateQueries({ queryKey: moderationEventsKeys.all });
    },
  });
}
