import Box from '@mui/material/Box';
import { Marker } from 'react-map-gl/maplibre';
import { BaseMap } from '@/components/map/base-map.tsx';

export interface MapPoint {
  lat: number;
  lng: number;
  label: string;
  /** Drawn small and grey (the point being replaced). */
  muted?: boolean;
}

/** A small map centred on the last point at the given zoom, with a marker per point. */
export function PointMap({ points, zoom }: { points: MapPoint[]; zoom: number }) {
  const centre = points[points.length - 1];
  if (!centre) return null;
  return (
    <Box sx={{ height: 320, position: 'relative', my: 2 }} data-testid="point-map">
      <BaseMap
        key={`${centre.lat},${centre.lng}`}
        initialViewState={{ latitude: centre.lat, longitude: centre.lng, zoom }}
      >
        {points.map((point) => (
          <Marker key={point.label} latitude={point.lat} longitude={point.lng}>
            <Box
              role="img"
              aria-label={point.label}
              title={point.label}
              sx={{
                width: point.muted ? 12 : 18,
                height: point.muted ? 12 : 18,
                borderRadius: '50%',
                bgcolor: point.muted ? '#8a8a8a' : 'primary.main',
                border: '2px solid #fff',
                boxShadow: '0 0 2px rgba(0,0,0,0.6)',
              }}
            />
          </Marker>
        ))}
      </BaseMap>
    </Box>
  );
}
