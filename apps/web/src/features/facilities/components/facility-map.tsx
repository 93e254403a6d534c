import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Marker } from 'react-map-gl/maplibre';
import { useT, type MessageId } from '@/lib/i18n/i18n.ts';
import { ReusedBaseMap } from '@/lib/map-reuse.tsx';
import type { OtherLocation } from '../api/facility-detail.ts';
import { drawableLocations, facilityMapView } from './facility-map-view.ts';

const dot = (color: string, size: number) => ({
  width: size,
  height: size,
  borderRadius: '50%',
  bgcolor: color,
  border: '2px solid #fff',
  boxShadow: '0 0 2px rgba(0,0,0,0.6)',
});

const FACILITY_DOT = dot('primary.main', 20);
const OTHER_DOT = dot('#8a8a8a', 12);

/** Legend texts of the facility map's two kinds of marker. */
export const FACILITY_MAP_LEGEND = {
  facility: 'This facility',
  others: 'Where other contributors placed it',
} as const satisfies Record<string, MessageId>;

/** Says what the grey points are, on a map that has them. */
function FacilityMapLegend() {
  const t = useT();
  return (
    <Paper
      role="group"
      aria-label={t('Legend')}
      elevation={2}
      sx={{ position: 'absolute', left: 10, bottom: 30, p: 1, display: 'grid', gap: 0.5 }}
    >
      {[
        { marker: FACILITY_DOT, label: FACILITY_MAP_LEGEND.facility },
        { marker: OTHER_DOT, label: FACILITY_MAP_LEGEND.others },
      ].map(({ marker, label }) => (
        <Box key={label} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box sx={{ width: 20, display: 'flex', justifyContent: 'center' }}>
            <Box aria-hidden sx={marker} />
          </Box>
          <Typography variant="caption">{t(label)}</Typography>
        </Box>
      ))}
    </Paper>
  );
}

/**
 * The facility's marker and, smaller and grey, where contributors and the owner placed it (none
 * until the detail answer gives them: the page may show the search result's point first). On the
 * map the search page handed on, when it did.
 */
export function FacilityMap({
  osId,
  name,
  coordinates,
  otherLocations = [],
}: {
  osId: string;
  name: string;
  coordinates: [number, number];
  otherLocations?: OtherLocation[];
}) {
  const t = useT();
  const [lng, lat] = coordinates;
  const others = drawableLocations(otherLocations);
  return (
    <Box
      sx={{ height: { xs: 280, md: '100%' }, minHeight: { md: 420 }, position: 'relative' }}
      data-testid="facility-map"
    >
      <ReusedBaseMap key={osId} initialViewState={facilityMapView(coordinates)}>
        {others.map((location, index) => (
          <Marker key={index} longitude={location.lng} latitude={location.lat}>
            <Box
              role="img"
              aria-label={t(location.is_from_claim ? 'Location given by {name} (claim)' : 'Location given by {name}', {
                name: location.contributor_name,
              })}
              title={t('Location given by {name}', { name: location.contributor_name })}
              sx={OTHER_DOT}
            />
          </Marker>
        ))}
        <Marker longitude={lng} latitude={lat}>
          <Box role="img" aria-label={t('{name} location', { name })} sx={FACILITY_DOT} />
        </Marker>
      </ReusedBaseMap>
      {others.length > 0 && <FacilityMapLegend />}
    </Box>
  );
}
