import { detailResponse, FACILITY_FIELD_NAMES, type FacilityDetail } from './facility-api.ts';

/**
 * Example answers of the facility routes, parsed by their schemas (so an example that drifts from
 * the contract fails where it is loaded): for component tests and the API's documentation.
 */

const at = '2026-03-02T08:15:00.000Z';

/** GET /api/facilities/{osId}/: an unclaimed facility of one contributor. */
export const facilityDetailExample: FacilityDetail = detailResponse.parse({
  id: 'BD2026061ABCDEF',
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [90.2667, 23.8583] },
  properties: {
    os_id: 'BD2026061ABCDEF',
    requested_os_id: 'BD2026061ABCDEF',
    requested_os_id_reason: null,
    historical_os_ids: [],
    name: 'Savar Knit Composite Ltd',
    address: 'Plot 12, Dhaka EPZ, Savar, Dhaka 1349',
    country_code: 'BD',
    country_name: 'Bangladesh',
    other_names: [],
    other_addresses: [],
    sector: [
      {
        values: ['Apparel'],
        updated_at: at,
        contributor_id: 7,
        contributor_name: 'Northwind Apparel',
        is_from_claim: false,
      },
    ],
    has_inexact_coordinates: false,
    geocoded_location_type: null,
    geocoded_location_place: null,
    is_closed: false,
    new_os_id: null,
    has_approved_claim: false,
    claim_status: 'unclaimed',
    number_of_public_contributors: 1,
    contributors: [
      {
        id: 7,
        name: 'Northwind Apparel',
        is_verified: true,
        contributor_name: 'Northwind Apparel',
        list_name: 'Suppliers 2026',
      },
    ],
    contributions: [
      {
        contributor_id: 7,
        contributor_name: 'Northwind Apparel',
        list_name: 'Suppliers 2026',
        source: 'list',
        is_verified: true,
        created_at: at,
      },
    ],
    other_locations: [],
    activity_reports: [],
    extended_fields: Object.fromEntries(FACILITY_FIELD_NAMES.map((name) => [name, []])),
    partner_fields: {},
    contributor_fields: [],
    created_from: { created_at: at, contributor: 'Northwind Apparel' },
    claim_info: null,
    created_at: at,
    updated_at: at,
  },
});
