import type { LayerSpecification, StyleSpecification, VectorSourceSpecification } from 'maplibre-gl';
import { GRAYSCALE, layers as protomapsLayers, LIGHT, type Flavor } from '@protomaps/basemaps';
import { BASE_LABELS_SLOT, BASE_MAP_COLORS, SILVER_COLORS } from './offline-base-style.ts';
import { layerFor2023Schema, uses2023Schema } from './protomaps-2023.ts';

/** The server's street map (GET /tile/basemap.json): what the style needs of its TileJSON. */
export interface StreetTileJson {
  tiles: string[];
  minzoom: number;
  maxzoom: number;
  bounds: [number, number, number, number];
  attribution: string;
  vector_layers: { id: string; fields?: Record<string, string> }[];
}

export const STREETS_SOURCE = 'streets';

/**
 * Layers left out: the background (the offline map's sea and land lie beneath, so a regional
 * file has no edge), the names of countries, regions and towns (the offline map names them
 * everywhere, from one gazetteer, and two names of one town would collide), and the layers that
 * draw icons (points of interest, road shields, one-way arrows), which need a sprite sheet.
 */
const LEFT_OUT = new Set([
  'background',
  'pois',
  'roads_shields',
  'roads_oneway',
  'places_locality',
  'places_region',
  'places_country',
]);

/**
 * The themes: Protomaps' light and grayscale, on the offline map's own land and water colours
 * (light for the site, greys for an embedded map's silver style), so that where the file ends the
 * offline map goes on in the same colours.
 */
const flavorOf = (silver: boolean): Flavor =>
  silver
    ? { ...GRAYSCALE, earth: SILVER_COLORS.land, water: SILVER_COLORS.sea }
    : { ...LIGHT, earth: BASE_MAP_COLORS.land, water: BASE_MAP_COLORS.sea };

/**
 * The offline style with the street map of a PMTiles file over its shapes: @protomaps/basemaps'
 * layers on the server's tiles, limited to the file's bounds and zooms (beyond its deepest zoom
 * the deepest tiles are drawn larger; outside its bounds the offline map shows). Its labels go
 * above BASE_LABELS_SLOT, where the search map's grid goes beneath them, and under the offline
 * map's own names. Text is drawn from the browser's fonts, as the offline map's: no glyphs, no
 * sprite, nothing fetched but our own tiles.
 */
export function streetBaseStyle(
  offline: StyleSpecification,
  tileJson: StreetTileJson,
  origin: string,
  { silver = false }: { silver?: boolean } = {},
): StyleSpecification {
  // Our tiles at the page's own origin (PUBLIC_URL may name another), keeping the file's version.
  const template = new URL(tileJson.tiles[0]!);
  const source: VectorSourceSpecification = {
    type: 'vector',
    tiles: [`${origin}${decodeURI(template.pathname)}${template.search}`],
    minzoom: tileJson.minzoom,
    maxzoom: tileJson.maxzoom,
    bounds: tileJson.bounds,
    attribution: tileJson.attribution,
  };
  const rewrite = uses2023Schema(tileJson.vector_layers) ? layerFor2023Schema : (layer: LayerSpecification) => layer;
  const all = protomapsLayers(STREETS_SOURCE, flavorOf(silver), { lang: 'en' })
    .filter((layer) => !LEFT_OUT.has(layer.id))
    .map((layer) => rewrite({ ...layer, id: `streets-${layer.id}` } as LayerSpecification));
  const labels = all.filter((layer) => layer.type === 'symbol');
  const shapes = all.filter((layer) => layer.type !== 'symbol');
  const slot = offline.layers.findIndex((layer) => layer.id === BASE_LABELS_SLOT);
  return {
    ...offline,
    name: 'Streets',
    sources: { ...offline.sources, [STREETS_SOURCE]: source },
    layers: [
      ...offline.layers.slice(0, slot),
      ...shapes,
      offline.layers[slot]!,
      ...labels,
      ...offline.layers.slice(slot + 1),
    ],
  };
}
