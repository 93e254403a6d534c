import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { facilitiesSearchPath, paths } from '@/lib/paths.ts';
import { embedParams, useSearchEmbed } from '../embed-context.ts';
import {
  EMPTY_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
  hasSearchedAt,
  tileFilterParams,
  type SearchFilters,
} from '../search-filters.ts';

/**
 * The search as the URL holds it. Applying filters pushes a history entry on /facilities, so
 * back and forward step through searches and a copied link restores one.
 */
export function useSearchFilters() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const embed = useSearchEmbed();
  const paramString = params.toString();
  const filters = useMemo(() => filtersFromSearchParams(new URLSearchParams(paramString)), [paramString]);
  const hasSearched = hasSearchedAt(location.pathname, paramString);

  const applyFilters = useCallback(
    (next: SearchFilters, options: { replace?: boolean } = {}) => {
      // An embedded map searches its contributor's facilities only and stays embedded.
      const query = filtersToSearchParams(embed ? { ...next, contributors: [embed.contributorId] } : next).toString();
      const prefix = embed ? `embed=1${query ? '&' : ''}` : '';
      navigate(facilitiesSearchPath(`${prefix}${query}`), { replace: options.replace });
    },
    [navigate, embed],
  );
  const resetSearch = useCallback(
    () => navigate(embed ? `${paths.facilities}?${embedParams(embed)}` : paths.home),
    [navigate, embed],
  );
  const embedSuffix = embed ? '&embed=1' : '';

  return {
    filters,
    hasSearched,
    /** Canonical query string of the filters (stable key for the search query). */
    searchQuery: useMemo(() => filtersToSearchParams(filters).toString() + embedSuffix, [filters, embedSuffix]),
    tileQuery: useMemo(() => tileFilterParams(filters).toString() + embedSuffix, [filters, embedSuffix]),
    applyFilters,
    resetSearch,
    emptyFilters: EMPTY_FILTERS,
  };
}
