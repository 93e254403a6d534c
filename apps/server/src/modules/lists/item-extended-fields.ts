import type { ExtendedFieldValues } from '@registry/core/extended-fields';
import { findFacilityType, findProcessingType, facilityTypesOf } from '@registry/core/facility-types';
import { parseNumberOfWorkers, workerRangeOf, type WorkerCount } from '@registry/core/number-of-workers';
import type { NewExtendedField } from '../facility-records/index.ts';
import type { ItemRecord } from './queries.ts';

const unique = (values: (string | undefined)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/** What one contribution (a list row, a single-location event) says beyond name and address. */
export interface ContributedValues {
  workers?: WorkerCount;
  parentCompany?: string | null;
  nativeLanguageName?: string | null;
  productTypes: readonly string[];
  facilityTypes: readonly string[];
  processingTypes: readonly string[];
}

/**
 * The extended field values of a contribution (one row per field, in the value shapes of
 * packages/core extended-fields): types matched to the taxonomy, workers with their range.
 */
export function extendedFieldValues(values: ContributedValues): Partial<ExtendedFieldValues> {
  const fields: Partial<ExtendedFieldValues> = {};
  if (values.workers) fields.number_of_workers = { ...values.workers, range: workerRangeOf(values.workers.max) };
  if (values.parentCompany) fields.parent_company = { raw_value: values.parentCompany, name: values.parentCompany };
  if (values.nativeLanguageName) fields.native_language_name = { raw_value: values.nativeLanguageName };
  if (values.productTypes.length) fields.product_type = { raw_values: [...values.productTypes] };
  if (values.facilityTypes.length) {
    // A processing type written as the facility type names the facility types it is done in.
    const matched = unique(
      values.facilityTypes.flatMap((value) => [findFacilityType(value) ?? facilityTypesOf(value)[0]]),
    );
    fields.facility_type = { raw_values: [...values.facilityTypes], matched_values: matched };
  }
  if (values.processingTypes.length) {
    fields.processing_type = {
      raw_values: [...values.processingTypes],
      matched_values: unique(values.processingTypes.map(findProcessingType)),
    };
  }
  return fields;
}

/**
 * The extended fields a list row contributes to the facility it is matched to. Also used when a
 * person confirms a potential match.
 */
export function extendedFieldsOfItem(
  item: Pick<
    ItemRecord,
    | 'id'
    | 'number_of_workers'
    | 'parent_company'
    | 'native_language_name'
    | 'product_type'
    | 'facility_type'
    | 'processing_type'
  >,
  contributorId: number,
  facilityId: string,
): NewExtendedField[] {
  const fields = extendedFieldValues({
    workers: item.number_of_workers ? parseNumberOfWorkers(item.number_of_workers) : undefined,
    parentCompany: item.parent_company,
    nativeLanguageName: item.native_language_name,
    productTypes: item.product_type,
    facilityTypes: item.facility_type,
    processingTypes: item.processing_type,
  });
  return Object.entries(fields).map(([fieldName, value]) => ({
    facilityId,
    contributorId,
    fieldName,
    value,
    source: { itemId: item.id },
  }));
}
