import { useEffect, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import Box from '@mui/material/Box';
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
export function distanceAndDirection(from: [number, number], to: [number, number]): { km: number; direction: Nearby['direction'] } {
  const [lng1, lat1, lng2, lat2] = [radians(from[0]), radians(from[1]), radians(to[0]), radians(to[1])];
  const a = Math.sin((lat2 - lat1) / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin((lng2 - lng1) / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
  const y = Math.sin(lng2 - lng1) * Math.cos(lat2);
  const x = Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(lng2 - lng1);
  const bearing = (Math.atan2(y, x) * 180) / Math.PI;
  return { km, direction: COMPASS[Math.round(((bearing + 360) % 360) / 45) % 8]! };
}

/**
 * At street zooms a view of the offline map often names no place (the gazetteer has towns, not
 * streets): this note then says which towns are around it, how far and which way, from the places
 * the server's tiles carry beyond their edges.
 */
export function NearbyPlaces() {
  const { current: map } = useMap();
  const [nearby, setNearby] = useState<Nearby[]>([]);
  useEffect(() => {
    if (!map) return;
    const update = () => {
      const named = map.getZoom() >= NEARBY_FROM_ZOOM && map.queryRenderedFeatures({ layers: [PLACE_LABELS_LAYER] }).length > 0;
      if (map.getZoom() < NEARBY_FROM_ZOOM || named) return setNearby((previous) => (previous.length ? [] : previous));
      const centre = map.getCenter();
      const found = new Map<string, Nearby>();
      for (const feature of map.querySourceFeatures(PLACES_SOURCE, { sourceLayer: PLACES_TILE_LAYER, filter: ['has', 'near'] })) {
        if (feature.geometry.type !== 'Point') continue;
        const name = String(feature.properties.name);
        const place = { name, ...distanceAndDirection([centre.lng, centre.lat], feature.geometry.coordinates as [number, number]) };
        if (!found.has(name) || found.get(name)!.km > place.km) found.set(name, place);
      }
      const closest = [...found.values()].sort((a, b) => a.km - b.km).slice(0, SHOWN);
      setNearby((previous) => (JSON.stringify(previous) === JSON.stringify(closest) ? previous : closest));
    };
    map.on('idle', update);
    return () => {
      map.off('idle', update);
    };
  }, [map]);
  if (nearby.length === 0) return null;
  return (
    <Box
      role="note"
      aria-label="Nearby places"
      sx={{ position: 'absolute', left: 10, bottom: 10, px: 1, py: 0.5, bgcolor: 'rgba(255,255,255,0.9)', borderRadius: 1, fontSize: 13, boxShadow: 1 }}
    >
      {nearby.map((place) => `${place.name} ${place.km < 10 ? place.km.toFixed(1) : Math.round(place.km)} km ${place.direction}`).join(' · ')}
    </Box>
  );
}
