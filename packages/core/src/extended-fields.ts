import type { WorkerRange } from './number-of-workers.ts';

/**
 * The stored value (extended_fields.value) of each extended field, one row per contributed
 * value. The facility index and downloads read these shapes.
 */
export interface ExtendedFieldValues {
  name: { raw_value: string };
  address: { raw_value: string };
  number_of_workers: { min: number; max: number; range: WorkerRange };
  native_language_name: { raw_value: string };
  parent_company: { raw_value: string; name: string };
  product_type: { raw_values: string[] };
  facility_type: { raw_values: string[]; matched_values: string[] };
  processing_type: { raw_values: string[]; matched_values: string[] };
  sector: { values: string[] };
}

export type ExtendedFieldName = keyof ExtendedFieldValues;

/** One contributed value of a field and where it came from, as the facility detail answers it. */
export interface FieldSource {
  id: number | null;
  field_name: ExtendedFieldName;
  value: unknown;
  contributor_id: number;
  contributor_name: string;
  list_name: string | null;
  /** 'list', 'api', 'slc' (the web form) or 'claim'. */
  source: string | null;
  is_from_claim: boolean;
  /** The value came with the contribution the facility was created from. */
  is_from_created_from: boolean;
  is_verified: boolean;
  created_at: string;
  updated_at: string;
}

/**
 * The name a contributor gave the facility (its latest, as the detail lists them newest first), or
 * null: an embedded map whose contributor prefers their own names shows it (prefer_contributor_name).
 */
export function contributedName(
  sources: readonly Pick<FieldSource, 'contributor_id' | 'value'>[] | undefined,
  contributorId: number,
): string | null {
  const value = sources?.find((source) => source.contributor_id === contributorId)?.value as
    { raw_value?: unknown } | undefined;
  return typeof value?.raw_value === 'string' && value.raw_value.trim() ? value.raw_value : null;
}
