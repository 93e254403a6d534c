import { describe, expect, it } from 'vitest';
import { FACILITY_TYPES, PROCESSING_TYPES } from '@registry/core/facility-types';
import { locationTypeChoices, processingTypeChoices, usesTypeDropdowns } from './type-choices.ts';

describe('Apparel type dropdowns', () => {
  it('apply only when the sector is exactly Apparel', () => {
    expect(usesTypeDropdowns(['Apparel'])).toBe(true);
    expect(usesTypeDropdowns(['Apparel', 'Footwear'])).toBe(false);
    expect(usesTypeDropdowns(['Footwear'])).toBe(false);
    expect(usesTypeDropdowns([])).toBe(false);
  });

  it('filter each other: location types by the processing types chosen, and back', () => {
    expect(locationTypeChoices([])).toEqual([...FACILITY_TYPES]);
    expect(processingTypeChoices([])).toEqual([...PROCESSING_TYPES]);
    expect(locationTypeChoices(['Embroidery'])).toEqual(['Final Product Assembly', 'Textile or Material Production']);
    expect(locationTypeChoices(['Packing'])).toEqual(['Warehousing / Distribution']);
    expect(processingTypeChoices(['Warehousing / Distribution'])).toEqual(['Packing', 'Warehousing / Distribution']);
  });
});
