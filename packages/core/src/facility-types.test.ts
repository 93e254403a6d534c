import { describe, expect, it } from 'vitest';
import {
  FACILITY_PROCESSING_TYPES,
  FACILITY_TYPES,
  PROCESSING_TYPES,
  facilityTypesOf,
  findFacilityType,
  findProcessingType,
  processingTypesOf,
} from './facility-types.ts';

const byName = (a: string, b: string) => a.localeCompare(b, 'en');

describe('facility and processing types', () => {
  it('lists the six facility types A to Z, each with its processing types A to Z', () => {
    expect(FACILITY_TYPES).toEqual([
      'Final Product Assembly',
      'Office / HQ',
      'Printing, Product Dyeing and Laundering',
      'Raw Material Processing or Production',
      'Textile or Material Production',
      'Warehousing / Distribution',
    ]);
    for (const entry of FACILITY_PROCESSING_TYPES) {
      expect([...entry.processingTypes].sort(byName)).toEqual(entry.processingTypes);
      expect(new Set(entry.processingTypes).size).toBe(entry.processingTypes.length);
    }
    expect(new Set(PROCESSING_TYPES).size).toBe(PROCESSING_TYPES.length);
    for (const type of [
      'Cutting',
      'Sewing',
      'Embroidery',
      'Knitting',
      'Weaving',
      'Dyeing',
      'Printing',
      'Spinning',
      'Tanning',
    ]) {
      expect(PROCESSING_TYPES).toContain(type);
    }
  });

  it('finds values whatever their case, accents and punctuation, and by alias', () => {
    expect(findFacilityType('office hq')).toBe('Office / HQ');
    expect(findFacilityType('PRINTING PRODUCT DYEING & LAUNDERING')).toBe('Printing, Product Dyeing and Laundering');
    expect(findFacilityType('warehouse')).toBe('Warehousing / Distribution');
    expect(findFacilityType('sewing')).toBeUndefined();
    expect(findProcessingType('cut and sew')).toBe('Cut & Sew');
    expect(findProcessingType('Sèwing ')).toBe('Sewing');
    expect(findProcessingType('dyehouse')).toBe('Dyeing');
    expect(findProcessingType('teleportation')).toBeUndefined();
  });

  it('looks up both ways', () => {
    expect(facilityTypesOf('sewing')).toEqual(['Final Product Assembly']);
    expect(facilityTypesOf('Embroidery')).toEqual(['Final Product Assembly', 'Textile or Material Production']);
    expect(facilityTypesOf('Spinning')).toEqual(['Raw Material Processing or Production']);
    expect(facilityTypesOf('nothing')).toEqual([]);
    expect(processingTypesOf('warehousing / distribution')).toEqual(['Packing', 'Warehousing / Distribution']);
    expect(processingTypesOf('Spaceport')).toEqual([]);
    for (const processingType of PROCESSING_TYPES) {
      for (const facilityType of facilityTypesOf(processingType))
        expect(processingTypesOf(facilityType)).toContain(processingType);
    }
  });
});
