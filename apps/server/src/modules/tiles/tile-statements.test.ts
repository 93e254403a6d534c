import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compileOnlyDb as db,
  expectSnapshotFile,
  leftoverFiles,
  snapshotText,
  type Statement,
} from '../../test/statement-snapshots.ts';
import { searchParamsSchema, type TextQuery } from '../search/index.ts';
import { gridCellsFromCountsQuery, gridCellsQuery, tilePointRowsQuery, tilePointsQuery } from './queries.ts';
import { GRID_CELLS_PER_SIDE, MAX_POINTS_PER_TILE } from './service.ts';

/**
 * The statements tiles send, assembled for fixed parameters, kept in queries/*.sql (as search's
 * are: modules/search/README.md). Fails while a file is stale; UPDATE_SNAPSHOTS=1 writes them again.
 * A search the memory answers reads its points there (modules/search/queries/memory.sql), then
 * their rows (points.sql).
 */
const FOLDER = path.join(import.meta.dirname, 'queries');
const WRITTEN_BY = 'apps/server/src/modules/tiles/tile-statements.test.ts';

const paramsOf = (query: string) => searchParamsSchema.parse(Object.fromEntries(new URLSearchParams(query)));
const ltd: TextQuery = { folded: 'ltd', spellings: new Map([['ltd', ['ltd']]]), postings: new Map([['ltd', 20_000]]) };
/** Over Dhaka at zoom 8 (the grid) and zoom 12 (points). */
const gridTile = { z: 8, x: 192, y: 110 };
const pointTile = { z: 12, x: 3076, y: 1769 };

const FILES: { name: string; title: string; statements: Statement[] }[] = [
  {
    name: 'grid-from-counts',
    title: `grid tile ${gridTile.z}/${gridTile.x}/${gridTile.y}, ${GRID_CELLS_PER_SIDE} cells a side, from the kept cell counts`,
    statements: [
      { label: 'every facility', query: gridCellsFromCountsQuery(gridTile, GRID_CELLS_PER_SIDE) },
      {
        label: 'one value of a cell-counted filter (countries=BD)',
        query: gridCellsFromCountsQuery(gridTile, GRID_CELLS_PER_SIDE, { facet: 'country', value: 'BD' }),
      },
    ],
  },
  {
    name: 'grid-cells',
    title: `grid tile ${gridTile.z}/${gridTile.x}/${gridTile.y}, ${GRID_CELLS_PER_SIDE} cells a side, counted live`,
    statements: [
      {
        label: 'filters: countries=BD,CN&statuses=claimed',
        query: gridCellsQuery(
          db,
          gridTile,
          GRID_CELLS_PER_SIDE,
          paramsOf('countries=BD,CN&statuses=claimed'),
          undefined,
        ),
      },
      {
        label: "text with a filter: q=ltd&sectors=Apparel (q folded: 'ltd')",
        query: gridCellsQuery(db, gridTile, GRID_CELLS_PER_SIDE, paramsOf('q=ltd&sectors=Apparel'), ltd),
      },
    ],
  },
  {
    name: 'points',
    title: `facility tile ${pointTile.z}/${pointTile.x}/${pointTile.y}, up to ${MAX_POINTS_PER_TILE} points`,
    statements: [
      {
        label: 'every facility',
        query: tilePointsQuery(db, pointTile, paramsOf(''), undefined, MAX_POINTS_PER_TILE),
      },
      {
        label: "text with a filter: q=ltd&sectors=Apparel (q folded: 'ltd')",
        query: tilePointsQuery(db, pointTile, paramsOf('q=ltd&sectors=Apparel'), ltd, MAX_POINTS_PER_TILE),
      },
      {
        label: 'the rows of the points the search memory found',
        query: tilePointRowsQuery(['BD2024001ABCDEF', 'BD2024002ABCDEF']),
      },
    ],
  },
];

describe('the statements of tiles (queries/*.sql)', () => {
  it('leaves no file of a statement gone', () => {
    expect(
      leftoverFiles(
        FOLDER,
        FILES.map((file) => file.name),
      ),
    ).toEqual([]);
  });

  it.each(FILES)('$name', ({ name, title, statements }) => {
    expectSnapshotFile(FOLDER, name, snapshotText(WRITTEN_BY, title, statements));
  });
});
