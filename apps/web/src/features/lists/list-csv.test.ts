import { describe, expect, it } from 'vitest';
import type { ListItem, ListMatch } from './api/list-items.ts';
import { listCsvFileName, listItemsCsv } from './list-csv.ts';

const match = (values: Partial<ListMatch>): ListMatch => ({
  id: 1,
  status: 'PENDING',
  confidence: 0.8,
  os_id: 'BD2024001AAAAA1',
  name: 'Delta Plant',
  address: 'Tongi',
  location: { lat: 23.8, lng: 90.4 },
  is_claimed: false,
  is_active: true,
  ...values,
});
const item = (values: Partial<ListItem>): ListItem => ({
  id: 1,
  row_index: 0,
  status: 'MATCHED',
  country_code: 'BD',
  country_name: 'Bangladesh',
  name: 'Mill',
  address: 'Dhaka',
  processing_errors: [],
  matched_facility: null,
  matches: [],
  ...values,
});

describe('formatted list file', () => {
  it('has a header and one line per row, with the matched facility', () => {
    const csv = listItemsCsv([
      item({
        matched_facility: {
          os_id: 'BD2024001AAAAA1',
          name: 'Mill Ltd',
          address: 'Dhaka, BD',
          location: { lat: 23.8, lng: 90.4 },
          created_from_id: null,
        },
        matches: [match({ status: 'AUTOMATIC' })],
      }),
    ]);
    const [header, line] = csv.trim().split('\r\n');
    expect(header).toBe(
      'row_index,status,country_code,country_name,name,address,matched_facility_os_id,matched_facility_name,matched_facility_address,matched_facility_lat,matched_facility_lng,potential_match_os_id,potential_match_name,potential_match_address,potential_match_lat,potential_match_lng,potential_match_confidence,potential_match_status',
    );
    expect(line).toBe('0,MATCHED,BD,Bangladesh,Mill,Dhaka,BD2024001AAAAA1,Mill Ltd,"Dhaka, BD",23.8,90.4,,,,,,,');
  });

  it('gives a line per pending potential match and leaves rejected ones out', () => {
    const csv = listItemsCsv([
      item({
        row_index: 3,
        status: 'POTENTIAL_MATCH',
        matches: [
          match({ id: 1 }),
          match({ id: 2, os_id: 'BD2024001BBBBB6', status: 'REJECTED' }),
          match({ id: 3, os_id: 'BD2024001CCCCCB', confidence: 0.7 }),
        ],
      }),
    ]);
    const lines = csv.trim().split('\r\n').slice(1);
    expect(lines).toEqual([
      '3,POTENTIAL_MATCH,BD,Bangladesh,Mill,Dhaka,,,,,,BD2024001AAAAA1,Delta Plant,Tongi,23.8,90.4,0.8,PENDING',
      '3,POTENTIAL_MATCH,BD,Bangladesh,Mill,Dhaka,,,,,,BD2024001CCCCCB,Delta Plant,Tongi,23.8,90.4,0.7,PENDING',
    ]);
  });

  it('shows removed rows as REMOVED and defuses formulas', () => {
    const csv = listItemsCsv([item({ status: 'ITEM_REMOVED', name: '=HYPERLINK("x")' })]);
    expect(csv.split('\r\n')[1]).toBe(`0,REMOVED,BD,Bangladesh,"'=HYPERLINK(""x"")",Dhaka,,,,,,,,,,,,`);
  });

  it('names the file id_name_date.csv', () => {
    expect(listCsvFileName({ id: 7, name: 'Spring 2026 (Tier 1)' }, new Date('2026-04-14T10:00:00Z'))).toBe(
      '7_Spring_2026_(Tier_1)_2026-04-14.csv',
    );
  });
});
