// Geocoding accuracy of the offline gazetteer on the anchor's compliance lists (true coordinates
// in the lat/lng columns), when ../shared/fixtures/anchor-lists/compliance exists.
import fs from 'node:fs';
import path from 'node:path';
import { placeAddress } from '../apps/server/src/modules/geocoding/offline.ts';
import { distanceKm } from '../apps/server/src/modules/matching/score.ts';
import { ANCHOR_LISTS_DIR, readAnchorRows } from './anchor-lists.ts';

const ANCHOR_DIR = path.join(ANCHOR_LISTS_DIR, 'compliance');

export interface GeocodingReport {
  rows: number;
  placedPercent: number;
  within25KmPercent: number;
  within100KmPercent: number;
  medianErrorKm: number;
  countryCentrePercent: number;
  rowsPerSecond: number;
}

export function geocodingEval(dir = ANCHOR_DIR): GeocodingReport | { skipped: string } {
  if (!fs.existsSync(dir)) return { skipped: `${dir} not found` };
  const rows = readAnchorRows(dir);
  placeAddress('warm up', 'CN');
  const started = performance.now();
  let placed = 0;
  let centre = 0;
  const errors: number[] = [];
  for (const row of rows) {
    const placement = placeAddress(row.address, row.country);
    if (!placement) {
      errors.push(Infinity);
      continue;
    }
    if (placement.level === 'country') centre++;
    else placed++;
    errors.push(distanceKm(row.lat, row.lng, placement.place.lat, placement.place.lng));
    if (process.env.GEOCODING_EVAL_VERBOSE && errors.at(-1)! > 25) {
      console.error(
        `${Math.round(errors.at(-1)!)} km\t${row.country}\t${placement.level}:${placement.place.name}\t${row.address}`,
      );
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const share = (count: number) => Number(((100 * count) / rows.length).toFixed(1));
  const sorted = [...errors].sort((a, b) => a - b);
  return {
    rows: rows.length,
    placedPercent: share(placed),
    within25KmPercent: share(errors.filter((e) => e <= 25).length),
    within100KmPercent: share(errors.filter((e) => e <= 100).length),
    medianErrorKm: Number(sorted[Math.floor(sorted.length / 2)]!.toFixed(1)),
    countryCentrePercent: share(centre),
    rowsPerSecond: Math.round(rows.length / seconds),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(geocodingEval(), null, 2));
