import { useEffect, useRef, useState } from 'react';
import { Layer, Source, type MapLayerMouseEvent, type MapRef } from 'react-map-gl/maplibre';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  FACILITY_FOCUS_ZOOM,
  FIT_TO_SEARCH_MAX_ZOOM,
  FIT_TO_SEARCH_PADDING,
  LEGEND_MAX_ZOOM,
  MARKERS_MIN_ZOOM,
} from '@registry/core/map';
import { BaseMap } from '@/components/map/base-map.tsx';
import { useBaseMapStyle } from '@/components/map/base-map-style.ts';
import { BASE_LABELS_SLOT } from '@/components/map/offline-base-style.ts';
import type { SearchMapProps } from '@/components/map/search-map-props.ts';
import { useT, type MessageId } from '@/lib/i18n/i18n.ts';
import { ReusedBaseMap, useLeavingFor } from '@/lib/map-reuse.tsx';
import { paths } from '@/lib/paths.ts';
import { MISSING_TILE_CACHE_KEY, useTileCacheKey } from '../api/tile-cache-key.ts';
import { closeDrawnArea, drawingFeatures, type LngLat } from '../draw-area.ts';
import {
  facilityLayers,
  gridColors,
  SILVER_PAINT,
  type EmbeddedCard,
  type MapAppearance,
} from '../embed-appearance.ts';
import * as layers from '../search-map-layers.ts';
import { FACILITY_SOURCE_ZOOM, GRID_SOURCE_ZOOM, tileUrls } from '../tile-urls.ts';
import { openingViewTiles, tileUrl } from '../opening-tiles.ts';
import { facilitiesAtPoint, type PointFacility } from '../point-facilities.ts';
import { FacilityCard } from './facility-card.tsx';
import { MapLegend } from './map-legend.tsx';
import { MapToolbar } from './map-toolbar.tsx';
import { PointFacilitiesCard } from './point-facilities-card.tsx';

const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };
/** A click this close (px) to the first corner closes the drawn area. */
const CLOSE_RING_PX = 10;
const TILE_KEY_ERROR: MessageId = 'An error prevented fetching the current tile cache key';

/**
 * The search page's map: grid and marker tiles for the search's filters, selection, Zoom to Search,
 * draw area. An embedded map passes its `appearance` and what its facility card links to and names.
 */
export function SearchMap({
  tileQuery,
  extent,
  selected,
  onSelect,
  boundary,
  onBoundaryChange,
  appearance,
  embeddedCard,
}: SearchMapProps & { appearance?: MapAppearance; embeddedCard?: EmbeddedCard }) {
  const t = useT();
  const map = useRef<MapRef>(null);
  const [loaded, setLoaded] = useState(false);
  const [showLegend, setShowLegend] = useState(true);
  // Announced as aria-busy while the map flies or pans, so assistive tools (and tests) wait for it to settle.
  const [moving, setMoving] = useState(false);
  // On by default, as on Open Supply Hub: a search moves the map to its results; switched off, the map stays where the user put it.
  const [zoomToSearch, setZoomToSearch] = useState(true);
  const [corners, setCorners] = useState<LngLat[] | null>(null);
  // The facilities of a clicked marker that stands for several at one point, with that point.
  const [shared, setShared] = useState<{ facilities: PointFacility[]; lng: number; lat: number } | null>(null);
  // A click on a facility hands the map on to its page as soon as the router loads that page.
  const handedOn = useLeavingFor(paths.facility);
  // Handed back (a navigation that did not finish), the map loads again on this page.
  const [wasHandedOn, setWasHandedOn] = useState(false);
  if (handedOn !== wasHandedOn) {
    setWasHandedOn(handedOn);
    if (handedOn) {
      setLoaded(false);
      setMoving(false);
    }
  }
  const tileKey = useTileCacheKey();
  const urls = tileKey.data ? tileUrls(window.location.origin, tileKey.data, tileQuery) : null;

  // Until MapLibre (the page's largest download) has arrived, the grid tiles of the opening view
  // download beside it into the HTTP cache (hashed by the tile cache key, they are cached for
  // good): the map then draws them at once instead of asking only once it runs. A search with
  // filters moves the map to its results, so only the unfiltered map's are fetched.
  const box = useRef<HTMLDivElement>(null);
  const gridTemplate = urls?.grid;
  const unfiltered = tileQuery === '';
  useEffect(() => {
    const size = box.current?.getBoundingClientRect();
    if (loaded || !unfiltered || !gridTemplate || !size?.width || !size.height) return;
    for (const tile of openingViewTiles(size.width, size.height, GRID_SOURCE_ZOOM.maxzoom)) {
      // A failed head start costs nothing: MapLibre asks again.
      fetch(tileUrl(gridTemplate, tile))
        .then((response) => response.arrayBuffer())
        .catch(() => undefined);
    }
  }, [loaded, unfiltered, gridTemplate]);

  const markers = facilityLayers(appearance);
  const silver = appearance?.silver === true;
  // The silver theme repaints the base map's own layers: such a map is not handed on to a facility page.
  const PageMap = silver ? BaseMap : ReusedBaseMap;
  useEffect(() => {
    const instance = map.current?.getMap();
    if (!loaded || !silver || !instance) return;
    // Only the offline base map's layers have these ids; another configured style is left as it is.
    for (const [layer, property, value] of SILVER_PAINT)
      if (instance.getLayer(layer)) instance.setPaintProperty(layer, property as 'background-color', value);
  }, [loaded, silver]);

  // Beneath the base map's names where it has a slot for them (our offline and street styles), so
  // that squares do not hide the places under them; else (a MAP_STYLE_URL style) under our layers.
  // Known from the configuration, not from the loaded map: a layer added before the map's load
  // event would otherwise be placed by a guess and only moved later, if at all.
  const { offline: labelsSlot } = useBaseMapStyle({ silver });
  const gridBeforeId = labelsSlot ? BASE_LABELS_SLOT : layers.boundaryFillLayer.id;

  const selectedLng = selected?.lng;
  const selectedLat = selected?.lat;
  useEffect(() => {
    if (!loaded || selectedLng === undefined || selectedLat === undefined) return;
    // The map may have just become visible (the MAP tab): measure it before moving it.
    map.current?.resize();
    map.current?.flyTo({ center: [selectedLng, selectedLat], zoom: FACILITY_FOCUS_ZOOM });
  }, [loaded, selectedLng, selectedLat]);

  // A facility being shown (say, on coming back to the search) keeps the map on it rather than the results.
  const showingFacility = useRef(false);
  useEffect(() => {
    showingFacility.current = selected !== null;
  });
  // Only a search follows its results: with no filters the map keeps the spec's world view.
  const extentKey = tileQuery ? extent?.join(',') : undefined;
  useEffect(() => {
    if (!loaded || !zoomToSearch || !extentKey || showingFacility.current) return;
    const [west, south, east, north] = extentKey.split(',').map(Number) as [number, number, number, number];
    map.current?.resize();
    map.current?.fitBounds(
      [
        [west, south],
        [east, north],
      ],
      { padding: FIT_TO_SEARCH_PADDING, maxZoom: FIT_TO_SEARCH_MAX_ZOOM },
    );
  }, [loaded, zoomToSearch, extentKey]);

  const finishDrawing = (done: LngLat[]) => {
    const polygon = closeDrawnArea(done);
    setCorners(null);
    if (polygon) onBoundaryChange(polygon);
  };

  const onClick = (event: MapLayerMouseEvent) => {
    if (corners) {
      const first = corners[0];
      const firstPixel = first && map.current?.project(first);
      const nearFirst =
        firstPixel && Math.hypot(firstPixel.x - event.point.x, firstPixel.y - event.point.y) <= CLOSE_RING_PX;
      if (nearFirst && corners.length >= 3) finishDrawing(corners);
      else setCorners([...corners, [event.lngLat.lng, event.lngLat.lat]]);
      return;
    }
    const feature = event.features?.[0];
    if (!feature) return;
    if (feature.layer.id === layers.facilitiesLayer.id && feature.geometry.type === 'Point') {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const facilities = facilitiesAtPoint(feature.properties);
      if (facilities) {
        setShared({ facilities, lng, lat });
        onSelect(null);
      } else {
        setShared(null);
        onSelect({ osId: String(feature.properties.id), lng, lat });
      }
    } else if (feature.layer.id === layers.gridLayer.id) {
      // A grid square opens onto its facilities: zoom in on it, up to where markers appear.
      const zoom = Math.min((map.current?.getZoom() ?? 2) + 3, MARKERS_MIN_ZOOM);
      map.current?.flyTo({ center: event.lngLat, zoom });
    }
  };

  const tileError = tileKey.isError
    ? t(tileKey.error.message === MISSING_TILE_CACHE_KEY ? MISSING_TILE_CACHE_KEY : TILE_KEY_ERROR)
    : null;
  const selectedPoint: GeoJSON.FeatureCollection = selected
    ? {
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [selected.lng, selected.lat] } },
        ],
      }
    : EMPTY;

  return (
    <Box
      ref={box}
      data-testid="search-map"
      aria-busy={moving}
      sx={{ position: 'relative', width: '100%', height: '100%' }}
    >
      {!handedOn && (
        <PageMap
          ref={map}
          silver={silver}
          onLoad={() => setLoaded(true)}
          onZoom={(event) => setShowLegend(event.viewState.zoom <= LEGEND_MAX_ZOOM)}
          onMoveStart={() => setMoving(true)}
          onMoveEnd={() => setMoving(false)}
          onClick={onClick}
          interactiveLayerIds={corners ? [] : [layers.facilitiesLayer.id, layers.gridLayer.id]}
          cursor={corners ? 'crosshair' : undefined}
          doubleClickZoom={!corners}
        >
          <Source id={layers.SOURCES.boundary} type="geojson" data={boundary ?? EMPTY}>
            <Layer {...layers.boundaryFillLayer} />
            <Layer {...layers.boundaryLineLayer} />
          </Source>
          <Source id={layers.SOURCES.selected} type="geojson" data={selectedPoint}>
            <Layer {...markers.selected} />
          </Source>
          <Source id={layers.SOURCES.drawing} type="geojson" data={corners ? drawingFeatures(corners) : EMPTY}>
            <Layer {...layers.drawingLineLayer} />
            <Layer {...layers.drawingPointsLayer} />
          </Source>
          {urls && (
            // Keyed by URL: a new search replaces the tile sources instead of mixing old and new tiles.
            <Source key={urls.grid} id={layers.SOURCES.grid} type="vector" tiles={[urls.grid]} {...GRID_SOURCE_ZOOM}>
              <Layer {...markers.grid} beforeId={gridBeforeId} />
            </Source>
          )}
          {urls && (
            <Source
              key={urls.facilities}
              id={layers.SOURCES.facilities}
              type="vector"
              tiles={[urls.facilities]}
              {...FACILITY_SOURCE_ZOOM}
            >
              <Layer {...markers.facilities} beforeId={layers.boundaryFillLayer.id} />
            </Source>
          )}
        </PageMap>
      )}
      <MapToolbar
        zoomToSearch={zoomToSearch}
        onZoomToSearchChange={setZoomToSearch}
        drawingCorners={corners ? corners.length : null}
        hasBoundary={boundary !== null}
        onStartDrawing={() => setCorners([])}
        onFinishDrawing={() => corners && finishDrawing(corners)}
        onCancelDrawing={() => setCorners(null)}
        onClearBoundary={() => onBoundaryChange(null)}
      />
      {shared && !selected && !corners && (
        <Box sx={{ position: 'absolute', top: 70, left: 0, right: 0 }}>
          <PointFacilitiesCard
            facilities={shared.facilities}
            onChoose={(facility) => {
              setShared(null);
              onSelect({ osId: facility.id, lng: shared.lng, lat: shared.lat });
            }}
            onClose={() => setShared(null)}
          />
        </Box>
      )}
      {selected && !corners && (
        <Box sx={{ position: 'absolute', top: 70, left: 0, right: 0 }}>
          <FacilityCard
            key={selected.osId}
            osId={selected.osId}
            onClose={() => onSelect(null)}
            embedded={embeddedCard}
          />
        </Box>
      )}
      {showLegend && <MapLegend colors={gridColors(appearance)} />}
      {tileError && (
        <Alert severity="error" sx={{ position: 'absolute', bottom: 30, right: 10 }}>
          {tileError}
        </Alert>
      )}
    </Box>
  );
}
