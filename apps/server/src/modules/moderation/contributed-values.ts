import { parseNumberOfWorkers, type WorkerCount } from '@registry/core/number-of-workers';
import type { ContributedValues } from '../lists/index.ts';

/** A list value as stored: an array, or (older events) one text with values separated by '|'. */
function values(value: unknown): string[] {
  if (Array.isArray(value))
    return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '');
  if (typeof value === 'string')
    return value
      .split('|')
      .map((item) => item.trim())
      .filter(Boolean);
  return [];
}

function workers(value: unknown): WorkerCount | undefined {
  if (typeof value === 'string') return parseNumberOfWorkers(value);
  if (typeof value === 'object' && value !== null) {
    const { min, max } = value as Record<string, unknown>;
    if (typeof min === 'number' && typeof max === 'number' && min >= 1 && min <= max) return { min, max };
  }
  return undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** What an event's cleaned data contributes beyond name and address (sectors are read by the facility index itself). */
export function contributedValuesOf(cleaned: Record<string, unknown>): ContributedValues {
  return {
    workers: workers(cleaned.number_of_workers),
    parentCompany: text(cleaned.parent_company),
    nativeLanguageName: text(cleaned.local_name) ?? text(cleaned.native_language_name),
    productTypes: values(cleaned.product_type),
    facilityTypes: values(cleaned.location_type ?? cleaned.facility_type),
    processingTypes: values(cleaned.processing_type),
  };
}
