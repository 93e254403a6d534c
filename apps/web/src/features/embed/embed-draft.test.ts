import { describe, expect, it } from 'vitest';
import { setFieldVisible } from '@registry/core/embed-config';
import { draftFromConfig, moveField, payloadFromDraft, setFullWidth } from './embed-draft.ts';

describe('embed draft', () => {
  it('starts from defaults with every available field hidden, the level-1 default colour black', () => {
    const draft = draftFromConfig(null, 3, ['colour_code']);
    expect(draft).toMatchObject({
      width: '1000',
      height: '800',
      fullWidth: false,
      color: '#3d2f8c',
      map_style: 'default',
      hide_sector_data: true,
    });
    expect(draft.fields.map((f) => [f.column_name, f.display_name, f.visible])).toEqual([
      ['parent_company', 'Parent Company', false],
      ['product_type', 'Product Type', false],
      ['number_of_workers', 'Number of Workers', false],
      ['facility_type', 'Facility Type', false],
      ['processing_type', 'Processing Type', false],
      ['colour_code', 'colour_code', false],
    ]);
    expect(draftFromConfig(null, 1, []).color).toBe('#000000');
  });

  it('full width uses a percentage height, default 75, and back', () => {
    const wide = setFullWidth(draftFromConfig(null, 3, []), true);
    expect(wide).toMatchObject({ fullWidth: true, width: '100%', height: '75' });
    expect(setFullWidth(wide, false)).toMatchObject({ fullWidth: false, width: '1000', height: '800' });
  });

  it('sends only what the level offers and only shown fields, in their order', () => {
    let draft = draftFromConfig(null, 3, []);
    draft = {
      ...draft,
      font: 'Arial',
      map_style: 'silver',
      text_search_label: 'Find',
      fields: draft.fields.map((f, i) => (i < 2 ? { ...f, visible: true, searchable: true } : f)),
    };
    draft = moveField(draft, 1, -1);
    expect(payloadFromDraft(draft, 3)).toMatchObject({
      font: 'Arial',
      map_style: 'silver',
      text_search_label: 'Find',
      embed_fields: [
        { column_name: 'product_type', order: 0, visible: true, searchable: true },
        { column_name: 'parent_company', order: 1, visible: true, searchable: true },
      ],
    });
    expect(payloadFromDraft(draft, 2)).toMatchObject({
      font: '',
      map_style: 'silver',
      text_search_label: '',
      embed_fields: [],
    });
    expect(payloadFromDraft(draft, 1)).toMatchObject({ map_style: 'default', embed_fields: [] });
  });

  it('hiding a field makes it unsearchable', () => {
    expect(
      setFieldVisible({ column_name: 'a', display_name: 'A', visible: true, searchable: true, order: 0 }, false),
    ).toMatchObject({ visible: false, searchable: false });
  });
});
