import { forwardRef, useEffect } from 'react';
import { useMap, type MapRef } from 'react-map-gl/maplibre';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { matchPath, useNavigation } from 'react-router';
import { BaseMap, type BaseMapProps } from '@/components/map/base-map.tsx';

/**
 * The base map of the search page and of the facility page: one MapLibre map passed from one to
 * the other (react-map-gl `reuseMaps`). A click on a result then neither builds a WebGL context
 * nor compiles the shaders again, which took most of the facility map's start in the traces
 * (bench/RESULTS.md, 'Result click, traced'). Both pages draw on the same base style, so the map
 * keeps it; each page's own sources and layers come and go with its children.
 */
export const ReusedBaseMap = forwardRef<MapRef, BaseMapProps>(function ReusedBaseMap({ children, ...props }, ref) {
  return (
    <BaseMap ref={ref} reuseMaps {...props}>
      <LoadEventOnReuse />
      {children}
    </BaseMap>
  );
});

/**
 * react-map-gl fires 'load' again on a map it hands on only once the map's style and all its
 * tiles are loaded, and else waits for a 'style.load' that never comes again (the style is kept):
 * a map handed on with tiles still loading (the page left at once) would never tell its new page
 * it has loaded. A second 'load' is harmless to BaseMap and its callers.
 */
function LoadEventOnReuse() {
  const { current } = useMap();
  useEffect(() => {
    const map = current?.getMap() as (MapLibreMap & { _loaded?: boolean }) | undefined;
    if (map?._loaded && !map.isStyleLoaded()) map.fire('load');
  }, [current]);
  return null;
}

/**
 * True while the router loads a route at `path` (its code, its loader): the page being left hands
 * its map on then, so that its frames (a starting map's are 100-350 ms each in SwiftShader) stop
 * competing with the new route's render.
 */
export function useLeavingFor(path: string): boolean {
  const navigation = useNavigation();
  return navigation.state === 'loading' && matchPath(path, navigation.location.pathname) !== null;
}
