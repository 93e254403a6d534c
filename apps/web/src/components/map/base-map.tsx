import { forwardRef, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Map, { NavigationControl, type MapProps, type MapRef } from 'react-map-gl/maplibre';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { prefersReducedMotion } from '@/lib/reduced-motion.ts';
import {
  coarseCountryShapesQuery,
  DETAILED_SHAPES_FROM_ZOOM,
  detailedCountryShapesQuery,
  useBaseMapStyle,
} from './base-map-style.ts';
import { loadMaplibre } from './maplibre-lib.ts';
import { MapErrorBoundary, MapLoadError } from './map-error-boundary.tsx';
import { MapLoading } from './map-loading.tsx';
import { NearbyPlaces } from './nearby-places.tsx';
import { INITIAL_VIEW_STATE, MAP_INSTANCE_KEY, MAP_LIMITS } from './map-view.ts';
import { COUNTRY_LABELS_SOURCE, COUNTRY_SOURCES, PLACE_LABELS_LAYER } from './offline-base-style.ts';

export type BaseMapProps = Omit<MapProps, 'mapStyle'> & {
  children?: ReactNode;
  /** The grey theme of an embedded map's silver style, for the street map. */
  silver?: boolean;
};

/**
 * The one component that creates a MapLibre map: the configured base style (MAP_STYLE_URL, or the
 * offline countries with the BASEMAP_PMTILES street map over them), the spec's view limits, zoom
 * buttons; callers add sources and layers as children.
 */
export const BaseMap = forwardRef<MapRef, BaseMapProps>(function BaseMap(
  { children, onError, onLoad, onZoomEnd, silver, ...props },
  ref,
) {
  const { style, offline } = useBaseMapStyle({ silver });
  const [failed, setFailed] = useState(false);
  // MapLibre downloads while the map's own data does, not after it.
  const mapLib = loadMaplibre();
  const queryClient = useQueryClient();
  /** The offline map's country shapes: none until its first full draw, then the coarse ones, the detailed ones once zoomed in. */
  const shapes = useRef<{ started: boolean; coarse: 'none' | 'loading' | 'set'; detail: 'none' | 'loading' | 'set' }>({
    started: false,
    coarse: 'none',
    detail: 'none',
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const setShapes = (map: MapLibreMap, source: string, data: GeoJSON.GeoJSON) =>
    map.getSource<GeoJSONSource>(source)?.setData(data);

  /**
   * Once the offline map has first drawn what it shows (a search's grid, a facility's marker):
   * the place names, and the country shapes; a failed download of the shapes tries again at the
   * map's next rest.
   */
  const completeOfflineMap = (map: MapLibreMap) => {
    if (!offline || !mounted.current) return;
    if (!shapes.current.started) {
      shapes.current.started = true;
      if (map.getLayer(PLACE_LABELS_LAYER)) map.setLayoutProperty(PLACE_LABELS_LAYER, 'visibility', 'visible');
    }
    if (shapes.current.coarse === 'none') {
      shapes.current.coarse = 'loading';
      queryClient.fetchQuery(coarseCountryShapesQuery).then(
        (coarse) => {
          if (!mounted.current) return;
          // Country names come from the coarse shapes only; the detailed ones, if there already, stay.
          setShapes(map, COUNTRY_LABELS_SOURCE, coarse.labels);
          if (shapes.current.detail !== 'set') {
            setShapes(map, COUNTRY_SOURCES.countries, coarse.countries);
            setShapes(map, COUNTRY_SOURCES.borders, coarse.borders);
          }
          shapes.current.coarse = 'set';
        },
        () => {
          shapes.current.coarse = 'none';
          map.once('idle', () => completeOfflineMap(map));
        },
      );
    }
    detailWhenZoomedIn(map);
  };

  /** Zoomed in on the offline map: its coarse country shapes give way to the detailed ones. */
  const detailWhenZoomedIn = (map: MapLibreMap) => {
    if (!offline || !shapes.current.started || shapes.current.detail !== 'none') return;
    if (map.getZoom() < DETAILED_SHAPES_FROM_ZOOM) return;
    shapes.current.detail = 'loading';
    queryClient.fetchQuery(detailedCountryShapesQuery).then(
      (detailed) => {
        if (!mounted.current) return;
        setShapes(map, COUNTRY_SOURCES.countries, detailed.countries);
        setShapes(map, COUNTRY_SOURCES.borders, detailed.borders);
        setShapes(map, COUNTRY_SOURCES.regionBorders, detailed.regionBorders);
        shapes.current.detail = 'set';
      },
      // The coarse shapes stay; the next zoom tries again.
      () => (shapes.current.detail = 'none'),
    );
  };

  if (failed) return <MapLoadError />;
  if (!style) return <MapLoading />;
  return (
    <MapErrorBoundary>
      <Map
        ref={ref}
        mapLib={mapLib}
        initialViewState={INITIAL_VIEW_STATE}
        {...MAP_LIMITS}
        dragRotate={false}
        pitchWithRotate={false}
        // Labels appear at once rather than fading in (MapLibre itself already jumps instead of
        // flying for such a visitor).
        {...(prefersReducedMotion() ? { fadeDuration: 0 } : {})}
        touchPitch={false}
        style={{ width: '100%', height: '100%' }}
        {...props}
        onLoad={(event) => {
          const map = event.target;
          Object.assign(map.getContainer(), { [MAP_INSTANCE_KEY]: map });
          map.once('idle', () => completeOfflineMap(map));
          onLoad?.(event);
        }}
        onZoomEnd={(event) => {
          detailWhenZoomedIn(event.target);
          onZoomEnd?.(event);
        }}
        onError={(event) => {
          // No map behind the event: MapLibre could not start (no WebGL, say). Other errors (a tile) pass on.
          if (event.target === null) setFailed(true);
          onError?.(event);
        }}
        mapStyle={style}
      >
        <NavigationControl showCompass={false} position="top-right" />
        {offline && <NearbyPlaces />}
        {children}
      </Map>
    </MapErrorBoundary>
  );
});
