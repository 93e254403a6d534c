/**
 * Answers recorded from Google's Geocoding API (geocode/json) and Nominatim's /search
 * (format=jsonv2), trimmed to the fields the adapters read plus a few beside them, each with the
 * precision it stands for. The adapter tests serve them from a local server.
 */
import type { GeocodePrecision } from '@registry/core/geocode-precision';

interface Recorded<T> {
  address: string;
  answer: T;
  precision: GeocodePrecision;
}

const googleResult = (formatted: string, types: string[], locationType: string, lat: number, lng: number) => ({
  status: 'OK',
  results: [
    {
      address_components: [],
      formatted_address: formatted,
      geometry: { location: { lat, lng }, location_type: locationType },
      place_id: 'recorded',
      types,
    },
  ],
});

export const GOOGLE_RECORDED: Recorded<unknown>[] = [
  {
    address: 'House 4, Road 7, Gulshan 1, Dhaka',
    answer: googleResult('House 4, Rd No. 7, Dhaka 1212, Bangladesh', ['street_address'], 'ROOFTOP', 23.7806, 90.4193),
    precision: 'address',
  },
  {
    address: 'Kangzheng Road, Shenzhen',
    answer: googleResult(
      'Kangzheng Rd, Longgang, Shenzhen, Guangdong, China',
      ['route'],
      'GEOMETRIC_CENTER',
      22.62,
      114.14,
    ),
    precision: 'address',
  },
  {
    address: '641652',
    answer: googleResult('Tamil Nadu 641652, India', ['postal_code'], 'APPROXIMATE', 11.1447, 77.3214),
    precision: 'postal_code',
  },
  {
    address: 'Savar',
    answer: googleResult('Savar, Bangladesh', ['locality', 'political'], 'APPROXIMATE', 23.8583, 90.2667),
    precision: 'locality',
  },
  {
    address: 'Longgang District',
    answer: googleResult(
      'Longgang District, Shenzhen, Guangdong Province, China',
      ['political', 'sublocality', 'sublocality_level_1'],
      'APPROXIMATE',
      22.72,
      114.25,
    ),
    precision: 'locality',
  },
  {
    address: 'Zhejiang',
    answer: googleResult('Zhejiang, China', ['administrative_area_level_1', 'political'], 'APPROXIMATE', 29.14, 119.79),
    precision: 'region',
  },
  {
    address: 'Bangladesh',
    answer: googleResult('Bangladesh', ['country', 'political'], 'APPROXIMATE', 23.685, 90.3563),
    precision: 'country',
  },
];

const nominatimPlace = (fields: {
  display_name: string;
  lat: string;
  lon: string;
  category: string;
  type: string;
  addresstype: string;
  place_rank: number;
}) => [
  {
    place_id: 1,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0.',
    osm_type: 'node',
    importance: 0.3,
    name: '',
    ...fields,
  },
];

export const NOMINATIM_RECORDED: Recorded<unknown>[] = [
  {
    address: 'Plot 12, Road 3, Chittagong EPZ',
    answer: nominatimPlace({
      display_name: 'Plot 12, Road 3, CEPZ, Chattogram, Bangladesh',
      lat: '22.2906',
      lon: '91.7962',
      category: 'building',
      type: 'yes',
      addresstype: 'building',
      place_rank: 30,
    }),
    precision: 'address',
  },
  {
    address: '1341',
    answer: nominatimPlace({
      display_name: '1341, Savar Upazila, Dhaka District, Bangladesh',
      lat: '23.87',
      lon: '90.27',
      category: 'place',
      type: 'postcode',
      addresstype: 'postcode',
      place_rank: 21,
    }),
    precision: 'postal_code',
  },
  {
    address: 'Savar',
    answer: nominatimPlace({
      display_name: 'Savar, Savar Upazila, Dhaka District, Dhaka Division, Bangladesh',
      lat: '23.8583',
      lon: '90.2667',
      category: 'place',
      type: 'town',
      addresstype: 'town',
      place_rank: 16,
    }),
    precision: 'locality',
  },
  {
    address: 'Dhaka Division',
    answer: nominatimPlace({
      display_name: 'Dhaka Division, Bangladesh',
      lat: '23.9',
      lon: '90.3',
      category: 'boundary',
      type: 'administrative',
      addresstype: 'state',
      place_rank: 8,
    }),
    precision: 'region',
  },
  {
    address: 'Bangladesh',
    answer: nominatimPlace({
      display_name: 'Bangladesh',
      lat: '24.4769',
      lon: '90.2934',
      category: 'boundary',
      type: 'administrative',
      addresstype: 'country',
      place_rank: 4,
    }),
    precision: 'country',
  },
];
