import type { LayerSpecification } from 'maplibre-gl';

/**
 * Archives built by Protomaps before its v3 schema (2023 and earlier, like the Florence sample of
 * the PMTiles spec) name the features' properties differently: `pmap:kind` for `kind`, OSM's own
 * `highway`, `bridge` and `tunnel` tags for `kind_detail`, `is_bridge` and `is_tunnel`, and they
 * split the current major roads into major and medium ones. @protomaps/basemaps styles only the
 * current schema; these layers, rewritten, draw the older one with the same look.
 */
const RENAMED: Record<string, string> = {
  kind: 'pmap:kind',
  kind_detail: 'highway',
  is_tunnel: 'tunnel',
  is_bridge: 'bridge',
};
/**
 * Properties the older schema lacks, read as this value: `min_zoom` orders labels
 * (symbol-sort-key), which must be a number.
 */
const MISSING: Record<string, unknown> = { min_zoom: 0 };
/** Values of the older schema that the current one folds into one. */
const ALSO: Record<string, string[]> = { major_road: ['medium_road'] };

/** Filters of the legacy syntax: [operator, property, ...values]. */
const LEGACY_FILTERS = new Set(['==', '!=', 'in', '!in', 'has', '!has']);

const withAliases = (values: unknown[]) =>
  values.flatMap((value) => [value, ...(typeof value === 'string' ? (ALSO[value] ?? []) : [])]);

/** One filter or expression, its property names and folded values in the older schema's terms. */
export function to2023Schema(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  const [operator, first, ...rest] = value as [unknown, unknown, ...unknown[]];
  if (operator === 'get' && typeof first === 'string' && rest.length === 0)
    return first in MISSING ? MISSING[first] : ['get', RENAMED[first] ?? first];
  if (operator === 'literal') return ['literal', Array.isArray(first) ? withAliases(first) : first];
  if (typeof operator === 'string' && LEGACY_FILTERS.has(operator) && typeof first === 'string') {
    const property = RENAMED[first] ?? first;
    const values = withAliases(rest);
    // `==` of a value the older schema splits is `in` its parts.
    if (values.length > rest.length && (operator === '==' || operator === '!='))
      return [operator === '==' ? 'in' : '!in', property, ...values];
    return [operator, property, ...values];
  }
  // An expression comparing a property with one such value: [==, [get, p], 'major_road'].
  if ((operator === '==' || operator === '!=') && typeof rest[0] === 'string' && ALSO[rest[0]]) {
    const inside = ['in', to2023Schema(first), ['literal', withAliases([rest[0]])]];
    return operator === '==' ? inside : ['!', inside];
  }
  return value.map(to2023Schema);
}

/** A layer of @protomaps/basemaps rewritten for an archive of the older schema. */
export function layerFor2023Schema(layer: LayerSpecification): LayerSpecification {
  const rewritten = { ...layer } as LayerSpecification & {
    filter?: unknown;
    layout?: Record<string, unknown>;
    paint?: Record<string, unknown>;
  };
  // Its buildings layer has buildings only, with no kind to tell them by.
  if (rewritten.type === 'fill' && rewritten['source-layer'] === 'buildings') delete rewritten.filter;
  if (rewritten.filter !== undefined) rewritten.filter = to2023Schema(rewritten.filter);
  for (const part of ['layout', 'paint'] as const) {
    const properties = rewritten[part];
    if (properties)
      rewritten[part] = Object.fromEntries(Object.entries(properties).map(([key, v]) => [key, to2023Schema(v)]));
  }
  return rewritten;
}

/** Whether a TileJSON's layers are of the older schema: its fields say `pmap:kind`. */
export const uses2023Schema = (vectorLayers: { fields?: Record<string, string> }[]) =>
  vectorLayers.some((layer) => layer.fields && 'pmap:kind' in layer.fields);
