import { describe, expect, it } from 'vitest';
import { STANDARD_EMBED_FIELDS } from '@registry/core/embed-config';
import { t } from '@/lib/i18n/i18n.ts';
import en from '@/locales/en.json';
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
    expect(extendedFilterLabel(null, 'product_type', t)).toBe('Product Type');
    expect(Object.values(STANDARD_EMBED_FIELDS).filter((label) => !(label in en))).toEqual([]);
  });

  it("on an embedded map are only the contributor's visible fields, under their display names", () => {
    expect(extendedFilterLabel(embed, 'parent_company', t)).toBe('Group');
    expect(extendedFilterLabel(embed, 'product_type', t)).toBeNull();
    expect(extendedFilterLabel({ ...embed, extendedFields: [] }, 'parent_company', t)).toBeNull();
  });
});
