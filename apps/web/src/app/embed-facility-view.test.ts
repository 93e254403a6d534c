import { describe, expect, it } from 'vitest';
import type { ContributorEmbedConfig } from '@registry/core/embed-config';
import { facilityEmbedView } from './embed-facility-view.ts';

const config: ContributorEmbedConfig = {
  contributor: 7,
  contributor_name: 'Brand',
  embed_level: 3,
  color: '#000000',
  selectedMarkerColor: '#000000',
  font: '',
  map_style: 'default',
  hide_sector_data: true,
  prefer_contributor_name: false,
  text_search_label: 'Facility Name or OS ID',
  extended_fields: [
    { column_name: 'product_type', display_name: 'Products', visible: true, searchable: false, order: 0 },
    { column_name: 'colour_code', display_name: 'Colour', visible: true, searchable: false, order: 1 },
    { column_name: 'parent_company', display_name: 'Group', visible: true, searchable: false, order: 2 },
  ],
};

describe('facility page of an embedded map', () => {
  it('shows name and address, then the visible configured fields in their order under their names (own columns among them), sectors only when shown', () => {
    // Stored in any order; a hidden field is left out.
    const hidden = { column_name: 'buyer_ref', display_name: 'Buyer', visible: false, searchable: false, order: 1 };
    const shuffled = {
      ...config,
      extended_fields: [config.extended_fields[2]!, hidden, config.extended_fields[1]!, config.extended_fields[0]!],
    };
    expect(facilityEmbedView(shuffled)).toEqual({
      fields: [
        { field: 'name', label: 'Name' },
        { field: 'address', label: 'Address' },
        { field: 'product_type', displayName: 'Products' },
        { column: 'colour_code', displayName: 'Colour' },
        { field: 'parent_company', displayName: 'Group' },
      ],
      preferNameOf: null,
      contributorId: 7,
    });
    const shown = facilityEmbedView({
      ...config,
      hide_sector_data: false,
      prefer_contributor_name: true,
      extended_fields: [],
    });
    expect(shown).toEqual({
      fields: [
        { field: 'name', label: 'Name' },
        { field: 'address', label: 'Address' },
        { field: 'sector', label: 'Sector' },
      ],
      preferNameOf: 7,
      contributorId: 7,
    });
  });
});
