import type { ContributorEmbedConfig } from '@registry/core/embed-config';
import type { ExtendedFieldName } from '@registry/core/extended-fields';
import type { FacilityEmbedView } from '@/features/facility/components/facility-page.tsx';

/** Fields the facility page can show beyond name and address (the detail carries no other columns). */
const FACILITY_PAGE_FIELDS: readonly string[] = ['number_of_workers', 'parent_company', 'product_type', 'facility_type', 'processing_type'];

/**
 * The facility page of an embedded map: name and address always, sectors unless hidden, then the
 * contributor's visible fields in their order under their display names (spec part 1 §6).
 */
export function facilityEmbedView(config: ContributorEmbedConfig): FacilityEmbedView {
  const fields: { field: ExtendedFieldName; label: string }[] = [
    { field: 'name', label: 'Name' },
    { field: 'address', label: 'Address' },
    ...(config.hide_sector_data ? [] : [{ field: 'sector' as const, label: 'Sector' }]),
    ...config.extended_fields
      .filter((f) => f.visible && FACILITY_PAGE_FIELDS.includes(f.column_name))
      .map((f) => ({ field: f.column_name as ExtendedFieldName, label: f.display_name })),
  ];
  return { fields, preferNameOf: config.prefer_contributor_name ? config.contributor : null, contributorId: config.contributor };
}
