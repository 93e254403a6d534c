import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';

export interface FacilityProcessingTypes {
  facilityType: string;
  processingTypes: string[];
}

export const fetchFacilityProcessingTypes = () => apiRequest<FacilityProcessingTypes[]>('/api/facility-processing-types/');

export const facilityProcessingTypesQuery = queryOptions({
  queryKey: ['options', 'facility-processing-types'],
  queryFn: fetchFacilityProcessingTypes,
  staleTime: 10 * 60_000,
});

export const useFacilityProcessingTypes = () => useQuery(facilityProcessingTypesQuery);
