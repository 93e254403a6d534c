import type { Locator } from 'playwright-core';

/** What a MapLibre map shows, read from the map instance its container keeps (MAP_INSTANCE_KEY in the web app). */
export interface MapState {
  center: [number, number];
  zoom: number;
  /** [west, south, east, north] of the visible area. */
  bounds: [number, number, number, number];
  moving: boolean;
  layers: string[];
  /** Sources' tile URL templates by source id (vector sources only). */
  tiles: Record<string, string[]>;
}

interface MapInstance {
  getCenter(): { lng: number; lat: number };
  getZoom(): number;
  getBounds(): { getWest(): number; getSouth(): number; getEast(): number; getNorth(): number };
  isMoving(): boolean;
  getStyle(): { layers: { id: string }[]; sources: Record<string, { type: string; tiles?: string[] }> };
  getPaintProperty(layer: string, property: string): unknown;
  queryRenderedFeatures(options: { layers: string[] }): { properties: Record<string, unknown> }[];
}

/** The map of a screen (`scope`: the element holding it), or null before it has loaded. */
export function mapState(scope: Locator): Promise<MapState | null> {
  return scope.locator('.maplibregl-map').evaluate((element) => {
    const map = (element as unknown as { maplibreMap?: MapInstance }).maplibreMap;
    if (!map) return null;
    const bounds = map.getBounds();
    const style = map.getStyle();
    const tiles: Record<string, string[]> = {};
    for (const [id, source] of Object.entries(style.sources)) if (source.tiles) tiles[id] = source.tiles;
    return {
      center: [map.getCenter().lng, map.getCenter().lat],
      zoom: map.getZoom(),
      bounds: [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
      moving: map.isMoving(),
      layers: style.layers.map((layer) => layer.id),
      tiles,
    };
  });
}

/** A paint property of one of the map's layers, as the map holds it. */
export function mapPaint(scope: Locator, layer: string, property: string): Promise<unknown> {
  return scope
    .locator('.maplibregl-map')
    .evaluate(
      (element, [id, name]) =>
        (element as unknown as { maplibreMap: MapInstance }).maplibreMap.getPaintProperty(id!, name!),
      [layer, property],
    );
}

/** The `property` of each feature the map draws in one layer (labels that won their place, say). */
export function renderedValues(scope: Locator, layer: string, property: string): Promise<unknown[]> {
  return scope
    .locator('.maplibregl-map')
    .evaluate(
      (element, [id, name]) =>
        (element as unknown as { maplibreMap: MapInstance }).maplibreMap
          .queryRenderedFeatures({ layers: [id!] })
          .map((f) => f.properties[name!]),
      [layer, property],
    );
}

/** The map once it has loaded and stopped moving. */
export async function settledMap(scope: Locator, timeout = 20_000): Promise<MapState> {
  const until = Date.now() + timeout;
  for (;;) {
    const state = await mapState(scope).catch(() => null);
    if (state && !state.moving) return state;
    if (Date.now() > until) throw new Error('the map did not load and settle');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Moves the map at once (no animation), as a user's pan and zoom would end up. */
export function jumpTo(scope: Locator, center: [number, number], zoom: number): Promise<void> {
  return scope
    .locator('.maplibregl-map')
    .evaluate(
      (element, view) =>
        (
          element as unknown as { maplibreMap: { jumpTo(options: { center: [number, number]; zoom: number }): void } }
        ).maplibreMap.jumpTo(view),
      { center, zoom },
    );
}
