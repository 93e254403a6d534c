import { useEffect, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import Box from '@mui/material/Box';
import { formatFixed, formatNumber } from '@/lib/i18n/format.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { PLACE_LABELS_LAYER, PLACES_SOURCE, PLACES_TILE_LAYER } from './offline-base-style.ts';

/** From this zoom the server's place tiles carry the places nearest to them (`near`). */
const NEARBY_FROM_ZOOM = 12;
const SHOWN = 3;
const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
const EARTH_RADIUS_KM = 6371;

interface Nearby {
  name: string;
  km: number;
  direction: (typeof COMPASS)[number];
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (km) and compass direction from one point to another. */
export function distanceAndDirection(
  from: [number, number],
  to: [number, number],
): { km: number; direction: Nearby['direction'] } {
  const [lng1, lat1, lng2, lat2] = [radians(from[0]), radians(from[1]), radians(to[0]), radians(to[1])];
  const a = Math.sin((lat2 - lat1) / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin((lng2 - lng1) / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
  const y = Math.sin(lng2 - lng1) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(lng2 - lng1);
  const bearing = (Math.atan2(y, x) * 180) / Math.PI;
  return { km, direction: COMPASS[Math.round(((bearing + 360) % 360) / 45) % 8]! };
}

interface Place {
  name: string;
  lng: number;
  lat: number;
}

/** The `SHOWN` places nearest to a centre, with their distance and direction, nearest first. */
export function nearest(centre: [number, number], places: Place[]): Nearby[] {
  const found = new Map<string, Nearby>();
  for (const place of places) {
    const nearby = { name: place.name, ...distanceAndDirection(centre, [place.lng, place.lat]) };
    // A place near several tiles comes in each of them.
    if (!found.has(place.name) || found.get(place.name)!.km > nearby.km) found.set(place.name, nearby);
  }
  return [...found.values()].sort((a, b) => a.km - b.km).slice(0, SHOWN);
}

/**
 * At street zooms a view of the offline map often names no place (the gazetteer has towns, not
 * streets): this note then says which towns are around it, how far and which way, from the places
 * the server's tiles carry beyond their edges. Past the tiles' deepest zoom MapLibre keeps no
 * source features, so the places last read stay (their distances follow the view).
 */
export function NearbyPlaces() {
  const t = useT();
  const { current: map } = useMap();
  const [view, setView] = useState<{ centre: [number, number]; places: Place[] } | null>(null);
  useEffect(() => {
    if (!map) return;
    const update = () => {
      const zoom = map.getZoom();
      if (zoom < NEARBY_FROM_ZOOM || map.queryRenderedFeatures({ layers: [PLACE_LABELS_LAYER] }).length > 0)
        return setView(null);
      const places: Place[] = [];
      for (const feature of map.querySourceFeatures(PLACES_SOURCE, {
        sourceLayer: PLACES_TILE_LAYER,
        filter: ['has', 'near'],
      })) {
        if (feature.geometry.type !== 'Point') continue;
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        places.push({ name: String(feature.properties.name), lng, lat });
      }
      const centre: [number, number] = [map.getCenter().lng, map.getCenter().lat];
      setView((previous) =>
        places.length === 0 && previous
          ? { centre, places: previous.places }
          : places.length
            ? { centre, places }
            : null,
      );
    };
    map.on('idle', update);
    return () => {
      map.off('idle', update);
    };
  }, [map]);
  const nearby = view ? nearest(view.centre, view.places) : [];
  if (nearby.length === 0) return null;
  return (
    <Box
      role="note"
      aria-label={t('Nearby places')}
      sx={{
        position: 'absolute',
        left: 10,
        bottom: 10,
        px: 1,
        py: 0.5,
        bgcolor: 'rgba(255,255,255,0.9)',
        borderRadius: 1,
        fontSize: 13,
        boxShadow: 1,
      }}
    >
      {nearby
        .map((place) =>
          t('{place} {distance} km {direction, select, N {N} NE {NE} E {E} SE {SE} S {S} SW {SW} W {W} other {NW}}', {
            place: place.name,
            distance: place.km < 10 ? formatFixed(place.km, 1) : formatNumber(Math.round(place.km)),
            direction: place.direction,
          }),
        )
        .join(' · ')}
    </Box>
  );
}
