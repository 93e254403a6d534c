import type { ExtendedFieldName, FieldSource } from '@registry/core/extended-fields';
import type { Db } from '../../db/database.ts';
import { findApprovedClaim, findContributions, findExtendedFields } from './detail-queries.ts';

export type Contribution = Awaited<ReturnType<typeof findContributions>>[number];
export type ClaimRow = NonNullable<Awaited<ReturnType<typeof findApprovedClaim>>>;
type ExtendedRow = Awaited<ReturnType<typeof findExtendedFields>>[number];

/** Every field the page shows with its sources; an empty list is a field nobody contributed. */
const FIELD_NAMES = [
  'name',
  'address',
  'sector',
  'number_of_workers',
  'native_language_name',
  'facility_type',
  'processing_type',
  'parent_company',
  'product_type',
] as const satisfies readonly ExtendedFieldName[];
type FieldName = (typeof FIELD_NAMES)[number];
export type FacilityFields = Record<FieldName, FieldSource[]>;

/** Sectors are stored as text arrays (list rows), JSON arrays or a lone string (events). */
function sectorList(value: unknown): string[] {
  const values = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return values
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim())
    .filter(Boolean);
}

const newestFirst = (a: FieldSource, b: FieldSource) =>
  Number(b.is_from_claim) - Number(a.is_from_claim) || b.created_at.localeCompare(a.created_at);

export const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * Names, addresses and sectors come with each contribution (list row or event) rather than
 * as extended-field rows; they are shown with their sources like the other fields.
 */
function contributedFields(
  contributions: Contribution[],
  claim: ClaimRow | undefined,
  extended: ExtendedRow[],
): FacilityFields {
  const fields: FacilityFields = Object.fromEntries(FIELD_NAMES.map((f) => [f, []])) as never;
  for (const c of contributions) {
    const base = {
      id: null,
      contributor_id: c.contributor_id,
      contributor_name: c.contributor_name,
      list_name: c.list_name,
      source: c.source,
      is_from_claim: false,
      is_from_created_from: c.is_from_created_from,
      is_verified: false,
      created_at: iso(c.created_at),
      updated_at: iso(c.created_at),
    };
    if (c.item_name.trim()) fields.name.push({ ...base, field_name: 'name', value: { raw_value: c.item_name } });
    if (c.item_address.trim())
      fields.address.push({ ...base, field_name: 'address', value: { raw_value: c.item_address } });
    const sectors = sectorList(c.sector);
    if (sectors.length) fields.sector.push({ ...base, field_name: 'sector', value: { values: sectors } });
  }
  if (claim && claim.sectors.length) {
    fields.sector.push({
      id: null,
      field_name: 'sector',
      value: { values: claim.sectors },
      contributor_id: claim.contributor_id,
      contributor_name: claim.contributor_name,
      list_name: null,
      source: 'claim',
      is_from_claim: true,
      is_from_created_from: false,
      is_verified: true,
      created_at: iso(claim.updated_at),
      updated_at: iso(claim.updated_at),
    });
  }
  for (const row of extended) {
    // Names and addresses are read from the contributions themselves (above).
    if (row.field_name === 'name' || row.field_name === 'address') continue;
    fields[row.field_name as FieldName]?.push({
      id: row.id,
      field_name: row.field_name as FieldName,
      value: row.value,
      contributor_id: row.contributor_id,
      contributor_name: row.contributor_name,
      list_name: row.list_name,
      source: row.source,
      is_from_claim: row.is_from_claim,
      is_from_created_from: row.is_from_created_from,
      is_verified: row.is_verified,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    });
  }
  for (const sources of Object.values(fields)) sources.sort(newestFirst);
  return fields;
}

/** Who contributed to a facility and what: its contributions, each field's values with their sources, its approved claim. */
export async function loadFacilitySources(db: Db, osId: string) {
  const [contributions, extended, claim] = await Promise.all([
    findContributions(db, osId),
    findExtendedFields(db, osId),
    findApprovedClaim(db, osId),
  ]);
  return { contributions, claim, fields: contributedFields(contributions, claim, extended) };
}

/**
 * The facility's contributors as Open Supply Hub lists them: one entry per list (or per channel,
 * for API and web-form contributions) of each contributor, with how many rows it gave.
 */
export function contributorSources(contributions: Contribution[]) {
  const groups = new Map<string, Contribution[]>();
  for (const c of contributions) {
    const key = `${c.contributor_id}:${c.list_id ?? c.source}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0]!;
    const last = group.reduce((a, b) => (b.created_at > a.created_at ? b : a));
    return {
      id: first.contributor_id,
      name: first.list_name ? `${first.contributor_name} (${first.list_name})` : first.contributor_name,
      is_verified: first.is_verified,
      contributor_name: first.contributor_name,
      list_name: first.list_name,
      contributor_type: first.contributor_type,
      last_contributed_at: iso(last.created_at),
      list_uploaded_at: first.list_uploaded_at && iso(first.list_uploaded_at),
      count: group.length,
    };
  });
}

/** Each source's sectors, as Open Supply Hub's `sector` property lists them. */
export const sectorSources = (fields: FacilityFields) =>
  fields.sector.map((s) => ({
    values: (s.value as { values: string[] }).values,
    updated_at: s.updated_at,
    contributor_id: s.contributor_id,
    contributor_name: s.contributor_name,
    is_from_claim: s.is_from_claim,
  }));

/** The names (or addresses) contributors gave other than the facility's own, each once. */
/** The contributed values other than the one shown; `replaced` (a value the shown one stands in for) counts too. */
export function otherValues(sources: FieldSource[], own: string, replaced = own): string[] {
  const values = [replaced, ...sources.map((s) => (s.value as { raw_value: string }).raw_value)].map((v) => v.trim());
  return [...new Set(values)].filter((value) => value !== own.trim());
}
