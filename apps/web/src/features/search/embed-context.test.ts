import { describe, expect, it } from 'vitest';
import { extendedFilterLabel, type SearchEmbedOptions } from './embed-context.ts';

const embed: SearchEmbedOptions = {
  contributorId: '7',
  textSearchLabel: 'Facility Name or OS ID',
  hideSectorData: true,
  extendedFields: [
    { column_name: 'parent_company', display_name: 'Group' },
    { column_name: 'colour_code', display_name: 'Colour' },
  ],
};

describe('extended field filters', () => {
  it('are all offered under their own names on the full site', () => {
    expect(extendedFilterLabel(null, 'product_type')).toBe('Product Type');
  });

  it("on an embedded map are only the contributor's visible fields, under their display names", () => {
    expect(extendedFilterLabel(embed, 'parent_company')).toBe('Group');
    expect(extendedFilterLabel(embed, 'product_type')).toBeNull();
    expect(extendedFilterLabel({ ...embed, extendedFields: [] }, 'parent_company')).toBeNull();
  });
});
