import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationEndpoints as endpoints } from '@registry/core/moderation-api';
import { call } from '@/api/call.ts';
import { moderationEventKeys } from '@/lib/moderation-event.ts';
import { moderationEventsKeys } from './moderation-events.ts';

/** The three decisions of a contribution record (spec part 2 §7). */
export type ModerationDecision =
  { kind: 'create' } | { kind: 'match'; osId: string } | { kind: 'reject'; reasonRaw: string; reasonCleaned: string };

export function decideModerationEvent(moderationId: string, decision: ModerationDecision): Promise<unknown> {
  if (decision.kind === 'create') return call(endpoints.createLocation, { params: { id: moderationId } });
  if (decision.kind === 'match')
    return call(endpoints.confirmMatch, { params: { id: moderationId, osId: decision.osId } });
  return call(endpoints.reject, {
    params: { id: moderationId },
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
