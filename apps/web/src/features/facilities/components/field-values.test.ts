import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n/i18n.ts';
import type { FieldSource } from '../api/facility-detail.ts';
import {
  displayValue,
  formatCoordinates,
  formatDate,
  formatFieldValue,
  historicalIdNotice,
  localNameOf,
  NOT_SET,
  sectorNames,
  sourceLine,
} from './field-values.ts';

describe('formatFieldValue', () => {
  it('formats each stored value shape', () => {
    expect(formatFieldValue('name', { raw_value: 'Dhaka Knit' }, t)).toBe('Dhaka Knit');
    expect(formatFieldValue('native_language_name', { raw_value: 'ঢাকা নিট' }, t)).toBe('ঢাকা নিট');
    expect(formatFieldValue('number_of_workers', { min: 900, max: 1100, range: 'Less than 1000' }, t)).toBe(
      '900 - 1100',
    );
    expect(formatFieldValue('number_of_workers', { min: 1200, max: 1200, range: '1001-5000' }, t)).toBe('1200');
    expect(formatFieldValue('parent_company', { raw_value: 'KNIT GROUP', name: 'Knit Group' }, t)).toBe('Knit Group');
    expect(formatFieldValue('parent_company', { raw_value: 'KNIT GROUP' }, t)).toBe('KNIT GROUP');
    expect(formatFieldValue('product_type', { raw_values: ['T-shirts', ' Polos '] }, t)).toBe('T-shirts, Polos');
    expect(formatFieldValue('processing_type', { raw_values: ['dyeing'], matched_values: ['Dyeing'] }, t)).toBe(
      'Dyeing',
    );
    expect(formatFieldValue('facility_type', { raw_values: ['Knit mill'], matched_values: [] }, t)).toBe('Knit mill');
    expect(formatFieldValue('sector', { values: ['Apparel', 'Textiles'] }, t)).toBe('Apparel, Textiles');
  });

  it("says 'Is not set' for empty or malformed values", () => {
    expect(NOT_SET).toBe('Is not set');
    expect(formatFieldValue('name', { raw_value: '  ' }, t)).toBe(NOT_SET);
    expect(formatFieldValue('product_type', { raw_values: [] }, t)).toBe(NOT_SET);
    expect(formatFieldValue('number_of_workers', { min: '5' }, t)).toBe(NOT_SET);
    expect(formatFieldValue('sector', null, t)).toBe(NOT_SET);
    expect(formatFieldValue('parent_company', 'Knit Group', t)).toBe(NOT_SET);
  });
});

describe('displayValue', () => {
  it("shows text, numbers and lists, or 'Is not set'", () => {
    expect(displayValue('+880 1', t)).toBe('+880 1');
    expect(displayValue(0, t)).toBe('0');
    expect(displayValue(['ISO 9001', 'BSCI'], t)).toBe('ISO 9001, BSCI');
    for (const empty of [null, undefined, '', ' ', [], ['']]) expect(displayValue(empty, t)).toBe(NOT_SET);
  });
});

describe('sources and places', () => {
  const source: FieldSource = {
    id: 1,
    field_name: 'sector',
    value: {},
    contributor_id: 7,
    contributor_name: 'Brand A',
    list_name: 'Suppliers 2024',
    source: 'list',
    is_from_claim: false,
    is_from_created_from: false,
    is_verified: false,
    created_at: '2024-01-05T10:00:00.000Z',
    updated_at: '2024-01-05T10:00:00.000Z',
  };

  it('names contributor, list or channel, and date (format LL)', () => {
    expect(formatDate('2024-01-05T10:00:00.000Z', 'UTC')).toBe('January 5, 2024');
    expect(formatDate('not a date')).toBe('');
    expect(sourceLine(source, t, 'UTC')).toBe('Brand A · Suppliers 2024 · January 5, 2024');
    expect(sourceLine({ ...source, list_name: null, source: 'api' }, t, 'UTC')).toBe('Brand A · API · January 5, 2024');
    expect(sourceLine({ ...source, list_name: null, source: 'claim' }, t, 'UTC')).toBe(
      "Brand A · Owner's claim · January 5, 2024",
    );
  });

  it('lists the sectors of every source once, A to Z', () => {
    const sector = (values: string[], contributorId: number) => ({
      values,
      updated_at: source.updated_at,
      contributor_id: contributorId,
      contributor_name: 'X',
      is_from_claim: false,
    });
    expect(sectorNames([sector(['Textiles', 'Apparel'], 1), sector(['Apparel', 'Footwear'], 2)])).toEqual([
      'Apparel',
      'Footwear',
      'Textiles',
    ]);
    expect(sectorNames([])).toEqual([]);
  });

  it('writes coordinates as lat, lng', () => {
    expect(formatCoordinates([90.3, 23.9])).toBe('23.900000, 90.300000');
  });

  it('explains a visit by a historical OS ID', () => {
    expect(historicalIdNotice('BD2020001ZZZZ0X', 'BD2021113ABCD0X', 'MERGE', t)).toBe(
      'The OS ID BD2020001ZZZZ0X was merged into the current ID BD2021113ABCD0X.',
    );
    expect(historicalIdNotice('BD2019001YYYY0X', 'BD2021113ABCD0X', 'LINK', t)).toBe(
      'The OS ID BD2019001YYYY0X now refers to this production location, OS ID BD2021113ABCD0X.',
    );
    expect(historicalIdNotice('BD2021113ABCD0X', 'BD2021113ABCD0X', null, t)).toBeNull();
  });
});

describe('localNameOf', () => {
  const field = (raw_value: unknown): FieldSource => ({
    id: 1,
    field_name: 'native_language_name',
    value: { raw_value },
    contributor_id: 7,
    contributor_name: 'Brand A',
    list_name: 'Suppliers 2024',
    source: 'list',
    is_from_claim: false,
    is_from_created_from: false,
    is_verified: false,
    created_at: '2024-01-05T10:00:00.000Z',
    updated_at: '2024-01-05T10:00:00.000Z',
  });

  it("is the approved claim's local name, else the first contributed one, else null", () => {
    const extended_fields = { native_language_name: [field(' '), field('深圳华富服装有限公司'), field('华富')] };
    expect(localNameOf({ extended_fields })).toBe('深圳华富服装有限公司');
    expect(localNameOf({ extended_fields, claim_info: { facility: { name_native_language: 'ঢাকা নিট' } } })).toBe(
      'ঢাকা নিট',
    );
    expect(localNameOf({ extended_fields, claim_info: { facility: { name_native_language: null } } })).toBe(
      '深圳华富服装有限公司',
    );
    expect(localNameOf({ extended_fields: {} })).toBeNull();
  });
});
