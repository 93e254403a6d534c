import fs from 'node:fs';
import path from 'node:path';

/**
 * The street-level PMTiles sample of Florence (shared/fixtures/basemap, beside the repository:
 * never copied into it). Tests of BASEMAP_PMTILES fail without it rather than skip: CI and every
 * developer's machine have shared/ beside the clone, so a missing file is a broken checkout.
 */
const FIXTURE = path.resolve(import.meta.dirname, '../../../../../shared/fixtures/basemap/firenze.pmtiles');

export function basemapFixture(): string {
  if (!fs.existsSync(FIXTURE))
    throw new Error(`The street map fixture is missing at ${FIXTURE} (shared/fixtures/basemap; see its README).`);
  return FIXTURE;
}

/** Florence's centre (Piazza della Signoria), inside the fixture's bounds (11.15-11.33 E, 43.73-43.83 N). */
export const FLORENCE = { lng: 11.2558, lat: 43.7696 };
