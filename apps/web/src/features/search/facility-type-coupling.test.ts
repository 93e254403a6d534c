import { describe, expect, it } from 'vitest';
import { facilityTypeChoices, processingTypeChoices } from './facility-type-coupling.ts';

const taxonomy = [
  { facilityType: 'Final Product Assembly', processingTypes: ['Sewing', 'Embroidery', 'Cutting'] },
  { facilityType: 'Textile or Material Production', processingTypes: ['Weaving', 'Embroidery'] },
  { facilityType: 'Warehousing / Distribution', processingTypes: ['Packing'] },
];

describe('facility type and processing type options depend on each other', () => {
  it('offers everything while nothing is chosen', () => {
    expect(facilityTypeChoices(taxonomy, [])).toEqual([
      'Final Product Assembly',
      'Textile or Material Production',
      'Warehousing / Distribution',
    ]);
    expect(processingTypeChoices(taxonomy, [])).toEqual(['Cutting', 'Embroidery', 'Packing', 'Sewing', 'Weaving']);
  });

  it('narrows processing types to the chosen facility types', () => {
    expect(processingTypeChoices(taxonomy, ['Textile or Material Production'])).toEqual(['Embroidery', 'Weaving']);
    expect(processingTypeChoices(taxonomy, ['Final Product Assembly', 'Warehousing / Distribution'])).toEqual([
      'Cutting',
      'Embroidery',
      'Packing',
      'Sewing',
    ]);
  });

  it('narrows facility types to those doing a chosen processing type', () => {
    expect(facilityTypeChoices(taxonomy, ['Embroidery'])).toEqual([
      'Final Product Assembly',
      'Textile or Material Production',
    ]);
    expect(facilityTypeChoices(taxonomy, ['Packing'])).toEqual(['Warehousing / Distribution']);
  });
});
