import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { facilityKeys } from '@/lib/facility-keys.ts';
import { cachedFacilityPreview } from './facility-preview.ts';

const feature = (osId: string, name: string) => ({
  id: osId,
  type: 'Feature' as const,
  geometry: { type: 'Point' as const, coordinates: [90.4, 23.7] as [number, number] },
  properties: { os_id: osId, name, address: '1 Road, Dhaka', country_code: 'BD', country_name: 'Bangladesh' },
});

describe('cachedFacilityPreview', () => {
  it("finds a facility in any cached search's pages, with what the result carried", () => {
    const client = new QueryClient();
    client.setQueryData(facilityKeys.search('countries=BD'), {
      pages: [{ features: [feature('BD1', 'One')] }, { features: [feature('BD2', 'Two')] }],
      pageParams: ['a', 'b'],
    });
    expect(cachedFacilityPreview(client, 'BD2')).toEqual({
      osId: 'BD2',
      name: 'Two',
      address: '1 Road, Dhaka',
      countryCode: 'BD',
      countryName: 'Bangladesh',
      coordinates: [90.4, 23.7],
    });
    expect(cachedFacilityPreview(client, 'BD3')).toBeNull();
  });

  it("takes the map card's copy of the facility first", () => {
    const client = new QueryClient();
    client.setQueryData(facilityKeys.summary('BD1'), feature('BD1', 'From the card'));
    expect(cachedFacilityPreview(client, 'BD1')?.name).toBe('From the card');
  });
});
