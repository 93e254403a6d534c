import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { facilityProcessingTypesSchema } from '@registry/core/options-api';
import { apiRequest } from '@/api/client.ts';

export type FacilityProcessingTypes = z.infer<typeof facilityProcessingTypesSchema>[number];

export const fetchFacilityProcessingTypes = () =>
  apiRequest<FacilityProcessingTypes[]>('/api/facility-processing-types/');

export const facilityProcessingTypesQuery = queryOptions({
  queryKey: ['options', 'facility-processing-types'],
  queryFn: fetchFacilityProcessingTypes,
  staleTime: 10 * 60_000,
});

export const useFacilityProcessingTypes = () => useQuery(facilityProcessingTypesQuery);
