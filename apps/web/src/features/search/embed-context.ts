import { createContext, useContext } from 'react';
import { STANDARD_EMBED_FIELDS } from '@registry/core/embed-config';
import type { MessageId, Translate } from '@/lib/i18n/i18n.ts';

/**
 * The search page as an embedded map (spec part 1 §6): one contributor's facilities, no
 * contributor or contributor-type filters, no sort, counts or Copy Link. The app provides it.
 */
export interface SearchEmbedOptions {
  contributorId: string;
  /** The text box's label (the contributor's search label, or the default). */
  textSearchLabel: string;
  hideSectorData: boolean;
  /** The contributor's visible extended fields (column_name, display_name): the only ones filtered on. */
  extendedFields: readonly { column_name: string; display_name: string }[];
}

export const SearchEmbedContext = createContext<SearchEmbedOptions | null>(null);

export const useSearchEmbed = () => useContext(SearchEmbedContext);

/** The text search box's label: the embed config's, or the registry's own. */
export const textSearchLabel = (embed: SearchEmbedOptions | null, t: Translate) =>
  embed ? embed.textSearchLabel : t('Facility name, address or OS ID');

/** Query parameters every embedded page keeps, so links and searches stay in embed mode. */
export const embedParams = (embed: SearchEmbedOptions) =>
  `embed=1&contributors=${encodeURIComponent(embed.contributorId)}`;

/**
 * The label of an extended field's filter (its standard column label), or null when it is not
 * offered: an embedded map offers only the fields its contributor shows, under their display names
 * (spec part 1 §6).
 */
export function extendedFilterLabel(
  embed: SearchEmbedOptions | null,
  column: keyof typeof STANDARD_EMBED_FIELDS,
  t: Translate,
): string | null {
  // Core's English labels are catalog keys (embed-context.test.ts holds them to en.json).
  const standard = STANDARD_EMBED_FIELDS[column] as MessageId | undefined;
  if (!embed) return standard ? t(standard) : null;
  return embed.extendedFields.find((f) => f.column_name === column)?.display_name ?? null;
}
