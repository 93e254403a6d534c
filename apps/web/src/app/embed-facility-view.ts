import { STANDARD_EMBED_FIELDS, type ContributorEmbedConfig } from '@registry/core/embed-config';
import type { ExtendedFieldName } from '@registry/core/extended-fields';
import type { FacilityEmbedView } from '@/features/facilities/components/facility-page.tsx';

/** Standard fields the facility page shows from the facility's own values. */
const FACILITY_PAGE_FIELDS: readonly string[] = Object.keys(STANDARD_EMBED_FIELDS);

/**
 * The facility page of an embedded map: name and address always, sectors unless hidden, then the
 * contributor's visible fields in their order under their display names (spec part 1 §6): a
 * standard field from the facility's values, any other column from the contributor's own row.
 */
export function facilityEmbedView(config: ContributorEmbedConfig): FacilityEmbedView {
  const configured = [...config.extended_fields]
    .filter((f) => f.visible)
    .sort((a, b) => a.order - b.order)
    .map((f) =>
      FACILITY_PAGE_FIELDS.includes(f.column_name)
        ? { field: f.column_name as ExtendedFieldName, displayName: f.display_name }
        : { column: f.column_name, displayName: f.display_name },
    );
  return {
    fields: [
      { field: 'name', label: 'Name' },
      { field: 'address', label: 'Address' },
      ...(config.hide_sector_data ? [] : [{ field: 'sector', label: 'Sector' } as const]),
      ...configured,
    ],
    preferNameOf: config.prefer_contributor_name ? config.contributor : null,
    contributorId: config.contributor,
  };
}
