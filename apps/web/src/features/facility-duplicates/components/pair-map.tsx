import Box from '@mui/material/Box';
import { Marker } from 'react-map-gl/maplibre';
import { BaseMap } from '@/components/map/base-map.tsx';
import type { DuplicateSide } from '../api/duplicates.ts';

/** Zoom that shows two points about `km` apart on a map some 500 px wide. */
const zoomFor = (km: number) => Math.max(2, Math.min(15, Math.floor(Math.log2(40_000 / Math.max(km, 0.2)) - 1)));

function distanceKm(a: DuplicateSide, b: DuplicateSide) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

/** Both facilities of a pair on one map: A as a filled marker, B as a ringed one. */
export function PairMap({ a, b }: { a: DuplicateSide; b: DuplicateSide }) {
  const latitude = (a.lat + b.lat) / 2;
  const longitude = (a.lng + b.lng) / 2;
  return (
    <Box sx={{ height: 280, position: 'relative', my: 2 }} data-testid="pair-map">
      <BaseMap
        key={`${a.os_id},${b.os_id}`}
        initialViewState={{ latitude, longitude, zoom: zoomFor(distanceKm(a, b)) }}
      >
        {[
          { side: a, label: `A: ${a.name}`, filled: true },
          { side: b, label: `B: ${b.name}`, filled: false },
        ].map(({ side, label, filled }) => (
          <Marker key={label} latitude={side.lat} longitude={side.lng}>
            <Box
              role="img"
              aria-label={label}
              title={label}
              sx={{
                width: 18,
                height: 18,
                borderRadius: '50%',
                bgcolor: filled ? 'primary.main' : '#fff',
                border: '3px solid',
                borderColor: 'primary.main',
                boxShadow: '0 0 2px rgba(0,0,0,0.6)',
              }}
            />
          </Marker>
        ))}
      </BaseMap>
    </Box>
  );
}
