import type { SearchParams } from '@registry/core/search-params';

/**
 * Recent search answers, each kept with the facility index version it was computed under (the
 * tile cache version, which moves with every change of an index row). An answer is served again
 * only while that version is still current, so it is never stale; popular searches (the landing
 * map, a country, a common word) then cost one read of the version instead of a count over a
 * million rows. Bounded by entries, least recently used first out.
 */
export class SearchAnswerCache<T> {
  private readonly entries = new Map<string, { version: number; answer: T }>();

  /** `maxEntries` 0 keeps nothing (SEARCH_CACHE_ENTRIES=0: the bench times the queries themselves). */
  constructor(readonly maxEntries: number) {}

  get(key: string, version: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) return undefined;
    this.entries.set(key, entry);
    return entry.answer;
  }

  set(key: string, version: number, answer: T): void {
    if (this.maxEntries === 0) return;
    this.entries.delete(key);
    this.entries.set(key, { version, answer });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}

/**
 * The key of a search's answer, or null when it must not be cached: an embedded map's answer
 * also depends on its contributor's embed settings, which do not move the index version.
 */
export function searchAnswerKey(kind: 'page' | 'count', params: SearchParams): string | null {
  if (params.embed) return null;
  return `${kind}:${JSON.stringify(params, (_key, value: unknown) =>
    Array.isArray(value) && value.every((item) => typeof item !== 'object')
      ? [...(value as (string | number)[])].sort()
      : value,
  )}`;
}
