import type { BoundaryPolygon } from '@/components/map/search-map-props.ts';
import { paths } from '@/lib/paths.ts';

/**
 * The search filters of spec part 1 §3 and their query-string form (the query names the API
 * takes), so a URL is the whole search: back/forward and shared links restore it.
 */

export const SORT_VALUES = ['name_asc', 'name_desc', 'contributors_desc', 'contributors_asc'] as const;
export type SortValue = (typeof SORT_VALUES)[number];

export interface SearchFilters {
  q: string;
  contributors: string[];
  lists: string[];
  /** 'Show only shared facilities': facilities of every chosen contributor (combine_contributors=AND). */
  combineContributors: boolean;
  contributorTypes: string[];
  countries: string[];
  statuses: string[];
  sectors: string[];
  parentCompany: string[];
  facilityType: string[];
  processingType: string[];
  productType: string[];
  numberOfWorkers: string[];
  nativeLanguageName: string;
  boundary: BoundaryPolygon | null;
  /** Empty: the server's default (relevance for a text search, else name). */
  sortBy: SortValue | '';
}

export const EMPTY_FILTERS: SearchFilters = {
  q: '',
  contributors: [],
  lists: [],
  combineContributors: false,
  contributorTypes: [],
  countries: [],
  statuses: [],
  sectors: [],
  parentCompany: [],
  facilityType: [],
  processingType: [],
  productType: [],
  numberOfWorkers: [],
  nativeLanguageName: '',
  boundary: null,
  sortBy: '',
};

type ListKey = {
  [K in keyof SearchFilters]: SearchFilters[K] extends string[] ? K : never;
}[keyof SearchFilters];

/** Multi-valued filters and their query names; each value is its own repeated key. */
const LIST_PARAMS: [ListKey, string][] = [
  ['contributors', 'contributors'],
  ['lists', 'lists'],
  ['contributorTypes', 'contributor_types'],
  ['countries', 'countries'],
  ['statuses', 'statuses'],
  ['sectors', 'sectors'],
  ['parentCompany', 'parent_company'],
  ['facilityType', 'facility_type'],
  ['processingType', 'processing_type'],
  ['productType', 'product_type'],
  ['numberOfWorkers', 'number_of_workers'],
];

/** Parses a boundary value; anything that is not a closed [lng, lat] ring is dropped. */
export function parseBoundary(value: string | null): BoundaryPolygon | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<BoundaryPolygon>;
    const ring = parsed.coordinates?.[0];
    const isPosition = (p: unknown) =>
      Array.isArray(p) && p.length === 2 && p.every((n) => typeof n === 'number' && Number.isFinite(n));
    if (parsed.type !== 'Polygon' || !Array.isArray(ring) || ring.length < 4 || !ring.every(isPosition)) return null;
    return { type: 'Polygon', coordinates: [ring as [number, number][]] };
  } catch {
    return null;
  }
}

/** The dependencies of spec part 1 §5 that hold whatever the user did. */
export function normalizeFilters(filters: SearchFilters): SearchFilters {
  const contributors = [...new Set(filters.contributors)];
  return {
    ...filters,
    q: filters.q.trim(),
    nativeLanguageName: filters.nativeLanguageName.trim(),
    contributors,
    // Lists belong to contributors: no contributor, no list filter.
    lists: contributors.length > 0 ? filters.lists : [],
    // Fewer than two contributors resets 'Show only shared facilities'.
    combineContributors: contributors.length > 1 && filters.combineContributors,
  };
}

export function filtersFromSearchParams(params: URLSearchParams): SearchFilters {
  const filters: SearchFilters = { ...EMPTY_FILTERS };
  for (const [key, name] of LIST_PARAMS) {
    // Repeated keys are the canonical form; comma-joined id lists (older links) also work.
    const values = params
      .getAll(name)
      .flatMap((value) =>
        key === 'contributors' || key === 'lists' || key === 'countries' ? value.split(',') : [value],
      );
    filters[key] = [...new Set(values.map((value) => value.trim()).filter(Boolean))];
  }
  filters.q = params.get('q') ?? '';
  filters.nativeLanguageName = params.get('native_language_name') ?? '';
  filters.combineContributors = (params.get('combine_contributors') ?? '').toUpperCase() === 'AND';
  filters.boundary = parseBoundary(params.get('boundary'));
  const sort = params.get('sort_by');
  filters.sortBy = (SORT_VALUES as readonly string[]).includes(sort ?? '') ? (sort as SortValue) : '';
  return normalizeFilters(filters);
}

export function filtersToSearchParams(input: SearchFilters): URLSearchParams {
  const filters = normalizeFilters(input);
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const [key, name] of LIST_PARAMS) for (const value of filters[key]) params.append(name, value);
  if (filters.combineContributors) params.set('combine_contributors', 'AND');
  if (filters.nativeLanguageName) params.set('native_language_name', filters.nativeLanguageName);
  if (filters.boundary) params.set('boundary', JSON.stringify(filters.boundary));
  if (filters.sortBy) params.set('sort_by', filters.sortBy);
  return params;
}

/** The filters the map's tiles take: the search's, without its order. */
export function tileFilterParams(filters: SearchFilters): URLSearchParams {
  const params = filtersToSearchParams(filters);
  params.delete('sort_by');
  return params;
}

/** On '/' with no query nothing has been searched yet (spec: 'No facilities to display'); '/facilities' searches. */
export const hasSearchedAt = (pathname: string, query: string) => pathname !== paths.home || query !== '';

export function hasActiveFilters(filters: SearchFilters): boolean {
  return filtersToSearchParams({ ...filters, sortBy: '' }).size > 0;
}
