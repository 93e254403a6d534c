import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { EMPTY_FILTERS, filtersFromSearchParams, filtersToSearchParams, tileFilterParams, type SearchFilters } from '../search-filters.ts';

/**
 * The search as the URL holds it. Applying filters pushes a history entry on /facilities, so
 * back and forward step through searches and a copied link restores one.
 */
export function useSearchFilters() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const paramString = params.toString();
  const filters = useMemo(() => filtersFromSearchParams(new URLSearchParams(paramString)), [paramString]);
  /** On '/' with no query nothing has been searched yet (spec: 'No facilities to display'). */
  const hasSearched = location.pathname !== '/' || paramString !== '';

  const applyFilters = useCallback(
    (next: SearchFilters, options: { replace?: boolean } = {}) => {
      const query = filtersToSearchParams(next).toString();
      navigate(`/facilities${query ? `?${query}` : ''}`, { replace: options.replace });
    },
    [navigate],
  );
  const resetSearch = useCallback(() => navigate('/'), [navigate]);

  return {
    filters,
    hasSearched,
    /** Canonical query string of the filters (stable key for the search query). */
    searchQuery: useMemo(() => filtersToSearchParams(filters).toString(), [filters]),
    tileQuery: useMemo(() => tileFilterParams(filters).toString(), [filters]),
    applyFilters,
    resetSearch,
    emptyFilters: EMPTY_FILTERS,
  };
}
