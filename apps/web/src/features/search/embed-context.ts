import { createContext, useContext } from 'react';

/**
 * The search page as an embedded map (spec part 1 §6): one contributor's facilities, no
 * contributor or contributor-type filters, no sort, counts or Copy Link. The app provides it.
 */
export interface SearchEmbedOptions {
  contributorId: string;
  /** The text box's label (the contributor's search label, or the default). */
  textSearchLabel: string;
  hideSectorData: boolean;
}

export const SearchEmbedContext = createContext<SearchEmbedOptions | null>(null);

export const useSearchEmbed = () => useContext(SearchEmbedContext);

/** Query parameters every embedded page keeps, so links and searches stay in embed mode. */
export const embedParams = (embed: SearchEmbedOptions) => `embed=1&contributors=${encodeURIComponent(embed.contributorId)}`;
