import { forwardRef, useState, type ReactNode } from 'react';
import Map, { NavigationControl, type MapProps, type MapRef } from 'react-map-gl/maplibre';
import 'maplibre-gl/dist/maplibre-gl.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useBaseMapStyle } from './base-map-style.ts';
import { maplibreLib } from './maplibre-lib.ts';
import { MapErrorBoundary } from './map-error-boundary.tsx';
import { INITIAL_VIEW_STATE, MAP_LIMITS, MAP_LOAD_ERROR } from './map-view.ts';

let maplibrePromise: ReturnType<typeof maplibreLib> | undefined;

export type BaseMapProps = Omit<MapProps, 'mapStyle'> & { children?: ReactNode };

/**
 * The one component that creates a MapLibre map: the configured base style (MAP_STYLE_URL or the
 * offline countries), the spec's view limits, zoom buttons; callers add sources and layers as children.
 */
export const BaseMap = forwardRef<MapRef, BaseMapProps>(function BaseMap({ children, onError, ...props }, ref) {
  const { style, error } = useBaseMapStyle();
  const [failed, setFailed] = useState(false);
  if (error || failed) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {MAP_LOAD_ERROR}
      </Alert>
    );
  }
  if (!style) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
        <CircularProgress aria-label="Loading map" />
      </Box>
    );
  }
  return (
    <MapErrorBoundary>
      <Map
        ref={ref}
        mapLib={(maplibrePromise ??= maplibreLib())}
        initialViewState={INITIAL_VIEW_STATE}
        {...MAP_LIMITS}
        dragRotate={false}
        pitchWithRotate={false}
        touchPitch={false}
        style={{ width: '100%', height: '100%' }}
        {...props}
        onError={(event) => {
          // No map behind the event: MapLibre could not start (no WebGL, say). Other errors (a tile) pass on.
          if (event.target === null) setFailed(true);
          onError?.(event);
        }}
        mapStyle={style}
      >
        <NavigationControl showCompass={false} position="top-right" />
        {children}
      </Map>
    </MapErrorBoundary>
  );
});
