import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { FacilitySearchPage } from '@registry/core/facility-api';
import { facilityKeys } from '@/lib/facility-keys.ts';

/**
 * What the client already knows of a facility from a search result (or the map's card, which
 * asked for its detail): the page shows its name, address and map from it at once, and the rest
 * once its own detail call answers. Only what that answer really carried.
 */
export interface FacilityPreview {
  osId: string;
  name: string;
  address: string;
  countryCode: string;
  countryName: string;
  coordinates: [number, number];
}

interface PreviewSource {
  geometry: { coordinates: [number, number] };
  properties: { os_id: string; name: string; address: string; country_code: string; country_name: string };
}

const previewOf = ({ geometry, properties: p }: PreviewSource): FacilityPreview => ({
  osId: p.os_id,
  name: p.name,
  address: p.address,
  countryCode: p.country_code,
  countryName: p.country_name,
  coordinates: geometry.coordinates,
});

/** The facility `osId` as a cached search page or map card holds it, or null. */
export function cachedFacilityPreview(queryClient: QueryClient, osId: string): FacilityPreview | null {
  const card = queryClient.getQueryData<PreviewSource>(facilityKeys.summary(osId));
  if (card?.properties.os_id === osId) return previewOf(card);
  const searches = queryClient.getQueriesData<InfiniteData<FacilitySearchPage>>({
    queryKey: [...facilityKeys.all, 'search'],
  });
  for (const [, search] of searches)
    for (const page of search?.pages ?? []) {
      const feature = page.features.find((candidate) => candidate.properties.os_id === osId);
      if (feature) return previewOf(feature);
    }
  return null;
}
