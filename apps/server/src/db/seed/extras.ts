import { countryName } from '@registry/core/countries';
import { addressVariant } from './addresses.ts';
import type { FacilityTruth, World } from './facilities.ts';
import { nameVariant } from './names.ts';
import { addDays } from './random.ts';

export const REVIEW_LIST_NAME = 'Spring 2026 Supplier List';

/**
 * The demo contributor's newest list, still waiting for it: rows with potential matches to
 * confirm or reject (the contributor is responsible for them) and rows that failed to parse or
 * geocode, so the list screens show every state with the demo login.
 */
export function demoReviewList(
  world: World,
  input: { listId: number; contributorId: number; candidates: readonly FacilityTruth[] },
) {
  const { random } = world;
  const createdAt = new Date(Date.UTC(2026, 3, 14, 9, 30));
  const fileName = `${REVIEW_LIST_NAME}.csv`;
  const list = {
    id: input.listId,
    contributor_id: input.contributorId,
    name: REVIEW_LIST_NAME,
    description: 'New suppliers onboarded this spring.',
    file_name: fileName,
    file_key: `lists/${input.listId}/${fileName.replace(/ /g, '_')}`,
    header: ['country', 'name', 'address', 'sector'],
    status: 'APPROVED',
    status_changed_by_id: world.adminUserId,
    status_changed_at: addDays(createdAt, 1),
    match_responsibility: 'contributor',
    is_public: true,
    created_at: createdAt,
    parsed_at: createdAt,
    processed_at: addDays(createdAt, 1.01),
  };
  const items: object[] = [];
  const matches: object[] = [];
  const row = (status: string, values: Record<string, unknown>) => {
    const id = world.next.itemId++;
    items.push({
      id,
      facility_list_id: input.listId,
      row_index: items.length,
      status,
      sector: [],
      processing_errors: [],
      processing_started_at: addDays(createdAt, 1),
      processing_completed_at: addDays(createdAt, 1.01),
      created_at: createdAt,
      updated_at: addDays(createdAt, 1.01),
      ...values,
    });
    return id;
  };
  const candidates = input.candidates.slice(0, 8);
  candidates.forEach((truth, i) => {
    const name = nameVariant(random, truth.name);
    const address = addressVariant(random, truth.address, truth.place.city);
    const country = countryName(truth.place.country) ?? truth.place.country;
    const id = row('POTENTIAL_MATCH', {
      raw_data: { country, name, address, sector: truth.profile.sectors[0] },
      country_code: truth.place.country,
      name,
      address,
      sector: [truth.profile.sectors[0]],
      geocoded_lat: truth.place.lat,
      geocoded_lng: truth.place.lng,
      geocoded_address: `${truth.place.city}, ${country}`,
    });
    // The likely facility, and for some rows a weaker second candidate to choose between.
    const options = [
      truth,
      ...(i % 3 === 0 && candidates.length > 1 ? [candidates[(i + 1) % candidates.length]!] : []),
    ];
    options.forEach((candidate, rank) => {
      matches.push({
        facility_id: candidate.osId,
        facility_list_item_id: id,
        status: 'PENDING',
        confidence: rank === 0 ? 0.62 + random.next() * 0.2 : 0.5 + random.next() * 0.1,
        results: { version: 1, match_type: 'potential' },
        created_at: addDays(createdAt, 1.01),
        updated_at: addDays(createdAt, 1.01),
      });
    });
  });
  row('ERROR_PARSING', {
    raw_data: { country: '', name: 'Unnamed supplier', address: 'Building 4', sector: 'Apparel' },
    name: 'Unnamed supplier',
    address: 'Building 4',
    processing_errors: ['Could not find a country code for "".'],
  });
  row('ERROR_GEOCODING', {
    raw_data: {
      country: 'Bangladesh',
      name: 'Rainbow Knit Ltd.',
      address: 'Zirani Bazar, near the old mosque',
      sector: 'Apparel',
    },
    country_code: 'BD',
    name: 'Rainbow Knit Ltd.',
    address: 'Zirani Bazar, near the old mosque',
    sector: ['Apparel'],
    processing_errors: ['The geocoder found no location for this address.'],
  });
  return { list, items, matches };
}
