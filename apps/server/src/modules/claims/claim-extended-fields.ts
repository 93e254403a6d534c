import type { ExtendedFieldValues } from '@registry/core/extended-fields';
import { findFacilityType, findProcessingType } from '@registry/core/facility-types';
import { parseNumberOfWorkers, workerRangeOf } from '@registry/core/number-of-workers';
import type { FacilityRecords } from '../facility-records/index.ts';
import type { ClaimRow } from './queries.ts';

const unique = (values: (string | undefined)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/**
 * What an approved claim contributes to its facility's fields (the value shapes of packages/core
 * extended-fields); the facility index and page count them only while the claim stays approved.
 */
export function extendedFieldsOfClaim(claim: ClaimRow): Partial<ExtendedFieldValues> {
  const fields: Partial<ExtendedFieldValues> = {};
  const workers = claim.facility_workers_count ? parseNumberOfWorkers(claim.facility_workers_count) : undefined;
  if (workers) fields.number_of_workers = { ...workers, range: workerRangeOf(workers.max) };
  if (claim.facility_name_native_language)
    fields.native_language_name = { raw_value: claim.facility_name_native_language };
  if (claim.parent_company_name)
    fields.parent_company = { raw_value: claim.parent_company_name, name: claim.parent_company_name };
  if (claim.facility_product_types.length) fields.product_type = { raw_values: claim.facility_product_types };
  if (claim.facility_types.length)
    fields.facility_type = {
      raw_values: claim.facility_types,
      matched_values: unique(claim.facility_types.map(findFacilityType)),
    };
  if (claim.facility_production_types.length) {
    fields.processing_type = {
      raw_values: claim.facility_production_types,
      matched_values: unique(claim.facility_production_types.map(findProcessingType)),
    };
  }
  return fields;
}

/** Replaces the claim's extended field rows with what it says now (inside the caller's transaction). */
export async function writeClaimExtendedFields(records: FacilityRecords, claim: ClaimRow) {
  await records.replaceClaimFields(
    claim.id,
    Object.entries(extendedFieldsOfClaim(claim)).map(([fieldName, value]) => ({
      facilityId: claim.facility_id,
      contributorId: claim.contributor_id,
      fieldName,
      value,
      source: { claimId: claim.id },
    })),
  );
}
