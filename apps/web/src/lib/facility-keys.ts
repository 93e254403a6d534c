/**
 * Every query of facilities has its key under 'facilities' (the search, the detail, the map's
 * summary, the claim screens' copy), owned here because features other than the one that asks
 * invalidate them: a claim, a staff decision on a report, a change of a facility.
 */
export const facilityKeys = {
  all: ['facilities'] as const,
  search: (filterQuery: string) => [...facilityKeys.all, 'search', filterQuery] as const,
  /** Every copy of one facility's detail (the page's, the embedded map's, the claim form's). */
  detail: (osId: string) => [...facilityKeys.all, 'detail', osId] as const,
  summary: (osId: string) => [...facilityKeys.all, 'summary', osId] as const,
};
