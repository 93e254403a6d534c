// The geocoding module's shared types, in a file of their own so that no two of its files import
// each other (not even for types).
import type { GeocodePrecision } from '@registry/core/geocode-precision';

/** A postal code's area, a town or district, a region, the whole country. */
export type PlaceLevel = 'postal' | 'city' | 'region' | 'country';

export interface GazetteerPlace {
  name: string;
  lat: number;
  lng: number;
  population: number;
  /**
   * How prominent the place is, as log10 of its people, at least what its administrative rank
   * implies (GeoNames lists many county seats and townships without a population).
   */
  prominence: number;
  /** GeoNames admin1 code of the place's region ('' for a country, or where unknown). */
  region: string;
  level: PlaceLevel;
}

/** One way of writing a place: its folded name and how many words that is. */
export interface PlaceName {
  name: string;
  words: number;
  place: GazetteerPlace;
  /** Written as one of the place's alternate names (GeoNames lists some wrongly: 'Springfield' for Plattsburg). */
  alternate?: boolean;
}

export interface CountryGazetteer {
  /** Names of places by their first word. */
  byFirstWord: Map<string, PlaceName[]>;
  /**
   * One-word names of county seats and bigger by their region, for names written with a typo in an
   * address that names the region ('Zhuchneg, Shandong', 'Heifei City, Anhui'); built on first use.
   */
  regionalTypoNames: () => Map<string, PlaceName[]>;
  /** Two-word names by their words written as one ('bacninh' for Bac Ninh), built on first use. */
  byJoinedName: () => Map<string, PlaceName[]>;
  /** One-word names of regions and big towns, for names written with a typo ('Zheijang', 'Guangzhuo'). */
  typoNames: PlaceName[];
  /** Each named region (by GeoNames admin1 code) at its seat or centre. */
  regions: Map<string, GazetteerPlace>;
  /** Where the country's people live: the place nearest the population-weighted mean of its places. */
  centre: GazetteerPlace;
  /** Postal codes (without spaces) where the bundled data has them, at the centre of their area; read on first use. */
  postalCodes: () => Map<string, GazetteerPlace>;
}

export interface OfflinePlacement {
  place: GazetteerPlace;
  level: PlaceLevel;
  precision: GeocodePrecision;
}

export interface GeocodeQuery {
  address: string;
  /** ISO 3166-1 alpha-2 */
  countryCode: string;
}

export type GeocodeResult =
  | {
      found: true;
      lat: number;
      lng: number;
      formattedAddress: string;
      /** The point is at the address itself: precision 'address'. */
      exact: boolean;
      precision: GeocodePrecision;
      provider: string;
    }
  | { found: false };

export interface Geocoder {
  /** Throws GeocoderError when the service fails (the item becomes ERROR_GEOCODING). */
  geocode(query: GeocodeQuery): Promise<GeocodeResult>;
}

export interface GeocodeProvider {
  name: string;
  /** A remote service, whose answers are worth keeping (each request costs time and quota). */
  remote: boolean;
  geocode(query: GeocodeQuery): Promise<GeocodeResult>;
}

/** A place request to the gazetteer's thread (gazetteer-thread.ts) and its replies. */
export interface PlaceRequest {
  id: number;
  address: string;
  countryCode: string;
}
export type PlaceReply = { ready: true } | { id: number; placement: OfflinePlacement | undefined };
