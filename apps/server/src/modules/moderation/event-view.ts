import type { ModerationEvent, PotentialMatch } from '@registry/core/production-location-api';
import type { Executor } from '../../db/executor.ts';
import { locationsByOsId } from '../facilities/index.ts';
import type { EventRow } from './queries.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A stored potential match: the OS ID and the matcher's confidence when the event was stored. */
interface StoredMatch {
  os_id: string;
  confidence: number;
}

function storedMatches(value: unknown): StoredMatch[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const { os_id: osId, confidence } = asObject(entry);
    return typeof osId === 'string'
      ? [{ os_id: osId.trim(), confidence: typeof confidence === 'number' ? confidence : 0 }]
      : [];
  });
}

/**
 * Events as the API answers them. Potential matches show each facility as it is now (name,
 * address, claim status); a facility merged away or deleted since is left out.
 */
export async function toModerationEvents(db: Executor, rows: EventRow[]): Promise<ModerationEvent[]> {
  const stored = rows.map((row) => storedMatches(row.potential_matches));
  const locations = new Map(
    (
      await locationsByOsId(
        db,
        stored.flat().map((m) => m.os_id),
      )
    ).map((l) => [l.os_id, l]),
  );
  return rows.map((row, i) => ({
    moderation_id: row.id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    os_id: row.os_id?.trim() ?? null,
    cleaned_data: asObject(row.cleaned_data),
    raw_data: asObject(row.raw_data),
    geocode_result: asObject(row.geocode_result),
    contributor_id: Number(row.contributor_id),
    contributor_name: row.contributor_name,
    request_type: row.request_type as ModerationEvent['request_type'],
    source: row.source as ModerationEvent['source'],
    status: row.status as ModerationEvent['status'],
    status_change_date: row.status_change_date ? iso(row.status_change_date) : null,
    action_type: row.action_type as ModerationEvent['action_type'],
    action_perform_by_id: row.action_perform_by_id === null ? null : Number(row.action_perform_by_id),
    action_reason_text_cleaned: row.action_reason_text_cleaned,
    action_reason_text_raw: row.action_reason_text_raw,
    claim_id: row.facility_claim_id === null ? null : Number(row.facility_claim_id),
    potential_matches: stored[i]!.flatMap((match): PotentialMatch[] => {
      const location = locations.get(match.os_id);
      return location
        ? [
            {
              os_id: location.os_id,
              name: location.name,
              address: location.address,
              claim_status: location.claim_status,
              confidence: match.confidence,
            },
          ]
        : [];
    }),
  }));
}
