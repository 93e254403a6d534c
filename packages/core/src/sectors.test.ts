import { describe, expect, it } from 'vitest';
import { SECTORS, SECTOR_GROUPS, UNSPECIFIED_SECTOR, findSector, sectorGroupsOf } from './sectors.ts';

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

describe('sectors', () => {
  it('is one alphabetical set of about 130 without duplicates', () => {
    expect(SECTORS.length).toBeGreaterThanOrEqual(125);
    expect(SECTORS.length).toBeLessThanOrEqual(135);
    expect(new Set(SECTORS).size).toBe(SECTORS.length);
    expect([...SECTORS].sort(byName)).toEqual([...SECTORS]);
    expect(SECTORS).toContain(UNSPECIFIED_SECTOR);
    for (const sector of ['Apparel', 'Apparel Accessories', 'Agriculture', 'Electronics', 'Footwear', 'Textiles']) {
      expect(SECTORS).toContain(sector);
    }
  });

  it('groups every sector, only with known sectors, in picker order', () => {
    const grouped = new Set(SECTOR_GROUPS.flatMap((group) => group.sectors));
    expect([...grouped].sort(byName)).toEqual([...SECTORS]);
    expect(SECTOR_GROUPS.at(-1)!.group_name).toBe('Other');
    const names = SECTOR_GROUPS.slice(0, -1).map((group) => group.group_name);
    expect([...names].sort(byName)).toEqual(names);
    for (const group of SECTOR_GROUPS) expect([...group.sectors].sort(byName)).toEqual(group.sectors);
  });

  it('finds a sector in any case and spacing, and its groups', () => {
    expect(findSector('  apparel   accessories ')).toBe('Apparel Accessories');
    expect(findSector('OIL & GAS')).toBe('Oil & Gas');
    expect(findSector('T-shirts')).toBeUndefined();
    expect(sectorGroupsOf('apparel')).toEqual(['Apparel, Footwear, Textiles']);
    expect(sectorGroupsOf('Manufacturing').length).toBeGreaterThan(3);
    expect(sectorGroupsOf('Spaceships')).toEqual([]);
  });
});
