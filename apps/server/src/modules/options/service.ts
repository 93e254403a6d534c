import { SECTORS, SECTOR_GROUPS, type SectorGroup } from '@registry/core/sectors';
import type { Db } from '../../db/database.ts';
import { currentTileCacheVersion } from '../facilities/index.ts';
import { listContributorSectors, listNonstandardFields, listParentCompanies, listProductTypes } from './queries.ts';

const byName = (a: string, b: string) =>
  a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * Option lists read from contributed data. The tile cache version moves with every change to the
 * facility index, so an answer computed under one version stays right until the version moves.
 */
function memoByIndexVersion(db: Db, load: () => Promise<string[]>) {
  let cached: { version: number; values: Promise<string[]> } | null = null;
  return async () => {
    const version = await currentTileCacheVersion(db);
    if (!cached || cached.version !== version) {
      const values = load().then((list) => list.sort(byName));
      values.catch(() => (cached = null));
      cached = { version, values };
    }
    return cached.values;
  };
}

export function createOptionService(db: Db) {
  const parentCompanies = memoByIndexVersion(db, () => listParentCompanies(db));
  const productTypes = memoByIndexVersion(db, () => listProductTypes(db));

  return {
    /** Every sector, or those on the given contributor's facilities (embedded maps). */
    async sectors(contributorId: number | undefined): Promise<string[]> {
      if (contributorId === undefined) return [...SECTORS];
      return (await listContributorSectors(db, contributorId)).sort(byName);
    },

    /** The sector groups, narrowed to the contributor's sectors when one is given; empty groups are left out. */
    async sectorGroups(contributorId: number | undefined): Promise<SectorGroup[]> {
      if (contributorId === undefined) return SECTOR_GROUPS.map((group) => ({ ...group, sectors: [...group.sectors] }));
      const used = new Set(await listContributorSectors(db, contributorId));
      return SECTOR_GROUPS.map((group) => ({
        group_name: group.group_name,
        sectors: group.sectors.filter((s) => used.has(s)),
      })).filter((group) => group.sectors.length > 0);
    },

    parentCompanies,
    productTypes,

    async nonstandardFields(contributorId: number): Promise<string[]> {
      return (await listNonstandardFields(db, contributorId)).sort(byName);
    },
  };
}
