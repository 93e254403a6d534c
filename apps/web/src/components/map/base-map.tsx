import { forwardRef, useEffect, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Map, { NavigationControl, type MapProps, type MapRef } from 'react-map-gl/maplibre';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import Alert from '@mui/material/Alert';
import { DETAILED_SHAPES_FROM_ZOOM, detailedCountryShapesQuery, useBaseMapStyle } from './base-map-style.ts';
import { loadMaplibre } from './maplibre-lib.ts';
import { MapErrorBoundary } from './map-error-boundary.tsx';
import { MapLoading } from './map-loading.tsx';
import { NearbyPlaces } from './nearby-places.tsx';
import { INITIAL_VIEW_STATE, MAP_INSTANCE_KEY, MAP_LIMITS, MAP_LOAD_ERROR } from './map-view.ts';
import { COUNTRY_SOURCES } from './offline-base-style.ts';

export type BaseMapProps = Omit<MapProps, 'mapStyle'> & { children?: ReactNode };

/**
 * The one component that creates a MapLibre map: the configured base style (MAP_STYLE_URL or the
 * offline countries), the spec's view limits, zoom buttons; callers add sources and layers as children.
 */
export const BaseMap = forwardRef<MapRef, BaseMapProps>(function BaseMap(
  { children, onError, onLoad, onZoomEnd, ...props },
  ref,
) {
  const { style, offline, error } = useBaseMapStyle();
  const [failed, setFailed] = useState(false);
  // MapLibre downloads while the style and its country shapes do, not after them.
  const mapLib = loadMaplibre();
  const queryClient = useQueryClient();
  const detail = useRef<'coarse' | 'loading' | 'detailed'>('coarse');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  /** Zoomed in on the offline map: its coarse country shapes give way to the detailed ones. */
  const detailWhenZoomedIn = (map: MapLibreMap) => {
    if (!offline || detail.current !== 'coarse' || map.getZoom() < DETAILED_SHAPES_FROM_ZOOM) return;
    detail.current = 'loading';
    queryClient.fetchQuery(detailedCountryShapesQuery).then(
      (shapes) => {
        if (!mounted.current) return;
        map.getSource<GeoJSONSource>(COUNTRY_SOURCES.countries)?.setData(shapes.countries);
        map.getSource<GeoJSONSource>(COUNTRY_SOURCES.borders)?.setData(shapes.borders);
        map.getSource<GeoJSONSource>(COUNTRY_SOURCES.regionBorders)?.setData(shapes.regionBorders);
        detail.current = 'detailed';
      },
      // The coarse shapes stay; the next zoom tries again.
      () => (detail.current = 'coarse'),
    );
  };

  if (error || failed) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {MAP_LOAD_ERROR}
      </Alert>
    );
  }
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
        touchPitch={false}
        style={{ width: '100%', height: '100%' }}
        {...props}
        onLoad={(event) => {
          Object.assign(event.target.getContainer(), { [MAP_INSTANCE_KEY]: event.target });
          detailWhenZoomedIn(event.target);
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
