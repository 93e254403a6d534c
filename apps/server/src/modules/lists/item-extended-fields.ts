import type { ExtendedFieldValues } from '@registry/core/extended-fields';
import { findFacilityType, findProcessingType, facilityTypesOf } from '@registry/core/facility-types';
import { parseNumberOfWorkers, workerRangeOf } from '@registry/core/number-of-workers';
import type { ItemRecord, NewExtendedField } from './queries.ts';

const unique = (values: (string | undefined)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];

/**
 * The extended fields a list row contributes to the facility it is matched to (one row per
 * field, in the value shapes of packages/core extended-fields). Also used when a person
 * confirms a potential match.
 */
export function extendedFieldsOfItem(
  item: Pick<ItemRecord, 'id' | 'number_of_workers' | 'parent_company' | 'native_language_name' | 'product_type' | 'facility_type' | 'processing_type'>,
  contributorId: number,
  facilityId: string,
): NewExtendedField[] {
  const fields: Partial<ExtendedFieldValues> = {};
  const workers = item.number_of_workers ? parseNumberOfWorkers(item.number_of_workers) : undefined;
  if (workers) fields.number_of_workers = { ...workers, range: workerRangeOf(workers.max) };
  if (item.parent_company) fields.parent_company = { raw_value: item.parent_company, name: item.parent_company };
  if (item.native_language_name) fields.native_language_name = { raw_value: item.native_language_name };
  if (item.product_type.length) fields.product_type = { raw_values: item.product_type };
  if (item.facility_type.length) {
    // A processing type written as the facility type names the facility types it is done in.
    const matched = unique(item.facility_type.flatMap((value) => [findFacilityType(value) ?? facilityTypesOf(value)[0]]));
    fields.facility_type = { raw_values: item.facility_type, matched_values: matched };
  }
  if (item.processing_type.length) {
    fields.processing_type = { raw_values: item.processing_type, matched_values: unique(item.processing_type.map(findProcessingType)) };
  }
  return Object.entries(fields).map(([fieldName, value]) => ({ facilityId, contributorId, itemId: item.id, fieldName, value }));
}
