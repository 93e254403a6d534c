import { listItemSchema, type ListItem } from './lists-api.ts';

/** Example answers of the list routes, parsed by their schemas (see facility-api.examples.ts). */

const at = '2026-03-02T08:15:00.000Z';

/**
 * A row of GET /api/facility-lists/{id}/items/ with two potential matches (two facilities) to
 * confirm, reject or merge; row_index 4 is row 6 of the file.
 */
export const potentialMatchItemExample: ListItem = listItemSchema.parse({
  id: 9001,
  row_index: 4,
  raw_data: { country: 'BD', name: 'Savar Knit Composite', address: 'Plot 12, DEPZ, Savar' },
  status: 'POTENTIAL_MATCH',
  processing_started_at: at,
  processing_completed_at: at,
  country_code: 'BD',
  country_name: 'Bangladesh',
  name: 'Savar Knit Composite',
  address: 'Plot 12, DEPZ, Savar',
  geocoded_point: { lng: 90.2667, lat: 23.8583 },
  geocoded_address: 'Dhaka EPZ, Savar 1349, Bangladesh',
  geocoded_location_type: 'address',
  location_note: null,
  location_warning: null,
  processing_errors: [],
  list_statuses: ['POTENTIAL_MATCH', 'NEW_FACILITY'],
  matched_facility: null,
  matches: [
    {
      id: 501,
      status: 'PENDING',
      confidence: 0.82,
      os_id: 'BD2026061ABCDEF',
      name: 'Savar Knit Composite Ltd',
      address: 'Plot 12, Dhaka EPZ, Savar, Dhaka 1349',
      location: { lng: 90.2667, lat: 23.8583 },
      is_claimed: false,
      is_active: true,
      results: {
        version: 1,
        match_type: 'potential',
        evidence: { raised: ['same name'], lowered: [], conflicting: false },
      },
    },
    {
      id: 502,
      status: 'PENDING',
      confidence: 0.71,
      os_id: 'BD2025310FEDCBA',
      name: 'Savar Knitwear',
      address: 'Plot 12/A, DEPZ, Savar',
      location: { lng: 90.2671, lat: 23.8579 },
      is_claimed: false,
      is_active: true,
      results: { version: 1, match_type: 'potential' },
    },
  ],
});
