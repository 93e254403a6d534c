import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { optionEndpoints, type facilityProcessingTypesSchema } from '@registry/core/options-api';
import { call } from '@/api/call.ts';

export type FacilityProcessingTypes = z.infer<typeof facilityProcessingTypesSchema>[number];

export const fetchFacilityProcessingTypes = () => call(optionEndpoints.facilityProcessingTypes);

export const facilityProcessingTypesQuery = queryOptions({
  queryKey: ['options', 'facility-processing-types'],
  queryFn: fetchFacilityProcessingTypes,
  staleTime: 10 * 60_000,
});

export const useFacilityProcessingTypes = () => useQuery(facilityProcessingTypesQuery);
