import type { PendingModerationEvent } from '@registry/core/production-location-api';
import { safeStorage } from '@/lib/safe-storage.ts';

const storage = safeStorage('localStorage');

/**
 * Spec part 1 §4: the cleaned data of a contribution is kept in local storage under its
 * moderation id, so the confirmation survives a reload until the event is fetched from the server.
 */
export const contributionStore = {
  save(event: PendingModerationEvent) {
    storage.setItem(event.moderation_id, JSON.stringify(event));
  },
  read(moderationId: string): PendingModerationEvent | null {
    const text = storage.getItem(moderationId);
    if (!text) return null;
    try {
      const value = JSON.parse(text) as PendingModerationEvent | null;
      return value && value.moderation_id === moderationId && typeof value.cleaned_data === 'object' ? value : null;
    } catch {
      return null;
    }
  },
  remove(moderationId: string) {
    storage.removeItem(moderationId);
  },
};
