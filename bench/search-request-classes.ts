import type { Random } from '../apps/server/src/db/seed/random.ts';
import { tileOf } from './api-client.ts';

/** What users type and pick, drawn from the data: the request classes of bench:search, each made from a sampled facility. */

/** A facility of the sample requests are made from (SAMPLE_QUERY). */
export interface Sampled {
  os_id: string;
  name: string;
  country_code: string;
  lat: number;
  lng: number;
  sectors: string[];
  facility_types: string[];
  contributor_types: string[];
  contributor_ids: number[];
}

export const enc = encodeURIComponent;
/** Words as a user would type them from a name: letters and digits, no legal punctuation. */
const wordsOf = (name: string) => name.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 2);

export type Make = (random: Random, facility: Sampled, key: string) => string | null;

export const v1 = (query: string) => `/api/v1/production-locations/?${query}`;
/** Each class makes one request path from a random facility of the sample (null: this facility has nothing for it). */
export const CLASSES: [string, Make][] = [
  ['q = a whole name pasted', (_, f) => `/api/facilities/?q=${enc(f.name)}`],
  [
    'q = two words of a name',
    (random, f) => {
      const words = wordsOf(f.name);
      if (words.length < 2) return null;
      const at = random.int(0, words.length - 2);
      return `/api/facilities/?q=${enc(`${words[at]} ${words[at + 1]}`)}`;
    },
  ],
  [
    'q = one word of a name',
    (random, f) => {
      const words = wordsOf(f.name).filter((word) => word.length >= 3);
      return words.length ? `/api/facilities/?q=${enc(random.pick(words))}` : null;
    },
  ],
  [
    'q = first and last word',
    (_, f) => {
      const words = wordsOf(f.name);
      return words.length >= 3 ? `/api/facilities/?q=${enc(`${words[0]} ${words[words.length - 1]}`)}` : null;
    },
  ],
  [
    'country + sector',
    (_, f) => (f.sectors[0] ? `/api/facilities/?countries=${f.country_code}&sectors=${enc(f.sectors[0])}` : null),
  ],
  [
    'country + facility type',
    (_, f) =>
      f.facility_types[0]
        ? `/api/facilities/?countries=${f.country_code}&facility_type=${enc(f.facility_types[0])}`
        : null,
  ],
  [
    'sector + contributor type',
    (_, f) =>
      f.sectors[0] && f.contributor_types[0]
        ? `/api/facilities/?sectors=${enc(f.sectors[0])}&contributor_types=${enc(f.contributor_types[0])}`
        : null,
  ],
  ['sector', (_, f) => (f.sectors[0] ? `/api/facilities/?sectors=${enc(f.sectors[0])}` : null)],
  // One of the facility's contributors: at 1.2M half have 125 facilities or fewer, the largest 72,850.
  [
    'contributor',
    (random, f) =>
      f.contributor_ids.length ? `/api/facilities/?contributors=${random.pick(f.contributor_ids)}` : null,
  ],
  [
    'boundary',
    (random, f) => {
      const half = 0.25 + random.next() * 5;
      // Inside the map's range: a box past longitude 180 is a 400 (a bad polygon), not a search.
      const clamp = (v: number, limit: number) => Number(Math.max(-limit, Math.min(limit, v)).toFixed(3));
      const [w, s, e, n] = [
        clamp(f.lng - half, 180),
        clamp(f.lat - half / 2, 85),
        clamp(f.lng + half, 180),
        clamp(f.lat + half / 2, 85),
      ];
      return `/api/facilities/?boundary=${enc(
        JSON.stringify({
          type: 'Polygon',
          coordinates: [
            [
              [w, s],
              [e, s],
              [e, n],
              [w, n],
              [w, s],
            ],
          ],
        }),
      )}`;
    },
  ],
  [
    'later page (2-20)',
    (random, f) => {
      const page = random.int(2, 20);
      const roll = random.next();
      if (roll < 0.4) return `/api/facilities/?countries=${f.country_code}&page=${page}`;
      if (roll < 0.7 && f.sectors[0])
        return `/api/facilities/?sectors=${enc(f.sectors[0])}&sort_by=name_asc&page=${page}`;
      const words = wordsOf(f.name).filter((word) => word.length >= 3);
      return words.length ? `/api/facilities/?q=${enc(random.pick(words))}&page=${page}` : null;
    },
  ],
  ['facility page', (_, f) => `/api/facilities/${f.os_id}/`],
  // The anchor's v1 search (GET /api/v1/production-locations/), signed in as a demo contributor.
  [
    'v1 query = two words of a name',
    (random, f) => {
      const words = wordsOf(f.name);
      if (words.length < 2) return null;
      const at = random.int(0, words.length - 2);
      return v1(`query=${enc(`${words[at]} ${words[at + 1]}`)}`);
    },
  ],
  [
    'v1 country + sector',
    (_, f) => (f.sectors[0] ? v1(`country=${f.country_code}&sector=${enc(f.sectors[0])}`) : null),
  ],
  [
    'v1 country + claim status, by name',
    (random, f) => v1(`country=${f.country_code}&claim_status=${random.pick(['claimed', 'unclaimed'])}&sort_by=name`),
  ],
  [
    'v1 radius 1-50 km',
    (random, f) => v1(`coordinates[lat]=${f.lat}&coordinates[lng]=${f.lng}&distance=${random.int(1, 50)}km`),
  ],
  [
    'v1 bounding box',
    (random, f) => {
      const half = 0.1 + random.next() * 2;
      const [s, n] = [Math.max(-89, f.lat - half / 2), Math.min(89, f.lat + half / 2)].map((v) => v.toFixed(3));
      const [w, e] = [Math.max(-179.9, f.lng - half), Math.min(179.9, f.lng + half)].map((v) => v.toFixed(3));
      return v1(
        `geo_bounding_box[top]=${n}&geo_bounding_box[left]=${w}&geo_bounding_box[bottom]=${s}&geo_bounding_box[right]=${e}`,
      );
    },
  ],
  [
    'v1 polygon (5 points)',
    (random, f) => {
      const radius = 0.1 + random.next();
      const points = Array.from({ length: 5 }, (_, i) => {
        const angle = (i / 5) * 2 * Math.PI;
        const lat = Math.max(-89, Math.min(89, f.lat + radius * Math.sin(angle)));
        const lng = Math.max(-179.9, Math.min(179.9, f.lng + radius * Math.cos(angle)));
        return `geo_polygon=${lat.toFixed(4)},${lng.toFixed(4)}`;
      });
      return v1(points.join('&'));
    },
  ],
  [
    'v1 geohex over a country, res 3-5',
    (random, f) =>
      v1(`country=${f.country_code}&aggregation=geohex_grid&geohex_grid_precision=${random.int(3, 5)}&size=10`),
  ],
  ['grid tile z2-8', (random, f, key) => tile('facilitygrid', random.int(2, 8), f, key)],
  [
    'grid tile z3-9, sector filter',
    (random, f, key) =>
      f.sectors[0] ? `${tile('facilitygrid', random.int(3, 9), f, key)}?sectors=${enc(f.sectors[0])}` : null,
  ],
  ['facility tile z12-15', (random, f, key) => tile('facilities', random.int(12, 15), f, key)],
  [
    // The map of a text search: a word of a name, over the facility's place.
    'grid tile z2-9, q = one word',
    (random, f, key) => {
      const words = wordsOf(f.name).filter((word) => word.length >= 3);
      return words.length ? `${tile('facilitygrid', random.int(2, 9), f, key)}?q=${enc(random.pick(words))}` : null;
    },
  ],
];

function tile(layer: string, z: number, f: Sampled, key: string): string {
  const [x, y] = tileOf(f.lng, f.lat, z);
  return `/tile/${layer}/${key}/${z}/${x}/${y}.pbf`;
}

/** The sample: 1 % of the facilities, the same ones each run. */
export const SAMPLE_QUERY = `
  select os_id, name, country_code, lat, lng, sectors, facility_types, contributor_types, contributor_ids::int[]
  from facility_index tablesample bernoulli (1) repeatable (42) limit 5000`;

/** `count` distinct paths of a class. */
export function pathsOf(make: Make, random: Random, sample: Sampled[], key: string, count: number): string[] {
  const paths = new Set<string>();
  for (let tries = 0; paths.size < count && tries < count * 50; tries++) {
    const path = make(random, random.pick(sample), key);
    if (path) paths.add(path);
  }
  return [...paths];
}
