import Box from '@mui/material/Box';
import { Marker } from 'react-map-gl/maplibre';
import { BaseMap } from '@/components/map/base-map.tsx';
import type { FacilityDetail } from '../api/facility-detail.ts';
import { drawableLocations, facilityMapView } from './facility-map-view.ts';

const dot = (color: string, size: number) => ({
  width: size,
  height: size,
  borderRadius: '50%',
  bgcolor: color,
  border: '2px solid #fff',
  boxShadow: '0 0 2px rgba(0,0,0,0.6)',
});

/** The facility's marker and, smaller and grey, where contributors and the owner placed it. */
export function FacilityMap({ facility }: { facility: FacilityDetail }) {
  const [lng, lat] = facility.geometry.coordinates;
  const others = drawableLocations(facility.properties.other_locations);
  return (
    <Box
      sx={{ height: { xs: 280, md: '100%' }, minHeight: { md: 420 }, position: 'relative' }}
      data-testid="facility-map"
    >
      <BaseMap key={facility.id} initialViewState={facilityMapView(facility.geometry.coordinates)}>
        {others.map((location, index) => (
          <Marker key={index} longitude={location.lng} latitude={location.lat}>
            <Box
              role="img"
              aria-label={`Location given by ${location.contributor_name}${location.is_from_claim ? ' (claim)' : ''}`}
              title={`Location given by ${location.contributor_name}`}
              sx={dot('#8a8a8a', 12)}
            />
          </Marker>
        ))}
        <Marker longitude={lng} latitude={lat}>
          <Box role="img" aria-label={`${facility.properties.name} location`} sx={dot('primary.main', 20)} />
        </Marker>
      </BaseMap>
    </Box>
  );
}
