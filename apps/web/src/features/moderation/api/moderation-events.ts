import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { moderationEndpoints } from '@registry/core/moderation-api';
import type { ModerationEvent } from '@registry/core/production-location-api';
import { call } from '@/api/call.ts';
import { moderationEventsQueryString, type ModerationQueueParams } from '../queue-params.ts';

export const fetchModerationEvents = (params: ModerationQueueParams, from: number, size?: number) =>
  call(moderationEndpoints.list, { query: new URLSearchParams(moderationEventsQueryString(params, from, size)) });

export const moderationEventsKeys = {
  all: ['moderation-events'] as const,
  queue: (params: ModerationQueueParams) => [...moderationEventsKeys.all, params] as const,
};

/** Pages of the queue, kept as they load: going back a page shows it again without a call (spec part 2 §7). */
export const moderationEventsQuery = (params: ModerationQueueParams) =>
  infiniteQueryOptions({
    queryKey: moderationEventsKeys.queue(params),
    queryFn: ({ pageParam }) => fetchModerationEvents(params, pageParam * params.pageSize),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length * params.pageSize < last.count ? pages.length : undefined),
  });

export const useModerationEvents = (params: ModerationQueueParams) => useInfiniteQuery(moderationEventsQuery(params));

/** Every event of the current filters and order, 100 at a time (the Excel export). */
export async function fetchAllModerationEvents(params: ModerationQueueParams): Promise<ModerationEvent[]> {
  const events: ModerationEvent[] = [];
  for (;;) {
    const page = await fetchModerationEvents(params, events.length, 100);
    events.push(...page.data);
    if (events.length >= page.count || page.data.length === 0) return events;
  }
}
