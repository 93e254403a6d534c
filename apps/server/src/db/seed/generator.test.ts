import { describe, expect, it } from 'vitest';
import { findFacilityType, processingTypesOf } from '@registry/core/facility-types';
import { SECTORS } from '@registry/core/sectors';
import { addressVariant, streetAddress } from './addresses.ts';
import { facilityName, nameVariant } from './names.ts';
import { createPlacePicker } from './places.ts';
import { PROFILES, createProfilePicker } from './profiles.ts';
import { createRandom } from './random.ts';

describe('demo data generator', () => {
  it('spreads 20,000 facilities over at least 100 countries, most in the big sourcing countries', () => {
    const places = createPlacePicker(createRandom(1));
    const picked = Array.from({ length: 20_000 }, () => places.pick());
    const byCountry = new Map<string, number>();
    for (const place of picked) byCountry.set(place.country, (byCountry.get(place.country) ?? 0) + 1);
    expect(byCountry.size).toBeGreaterThanOrEqual(100);
    const top = [...byCountry.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([country]) => country);
    expect(top.slice(0, 2)).toEqual(['CN', 'IN']);
    for (const country of ['BD', 'VN', 'TR']) expect(top).toContain(country);
    for (const place of picked) {
      expect(Math.abs(place.lat)).toBeLessThan(90);
      expect(Math.abs(place.lng)).toBeLessThan(180);
    }
  });

  it('puts a facility near a real city of its country', () => {
    const places = createPlacePicker(createRandom(2));
    const dhaka = Array.from({ length: 400 }, () => places.pick('BD')).filter((place) => place.city === 'Dhaka');
    expect(dhaka.length).toBeGreaterThan(10);
    for (const place of dhaka) {
      expect(Math.abs(place.lat - 23.71)).toBeLessThan(0.1);
      expect(Math.abs(place.lng - 90.41)).toBeLessThan(0.1);
    }
  });

  it('writes names and addresses in each country style, with the city in the address', () => {
    const random = createRandom(3);
    const places = createPlacePicker(random);
    const names = (country: string, profile = PROFILES.garment!) =>
      Array.from({ length: 60 }, () => facilityName(random, places.pick(country), profile));
    expect(names('CN').every((n) => /(Co\.,? Ltd\.?|Factory)$/.test(n.name))).toBe(true);
    expect(names('CN').filter((n) => /有限公司$/.test(n.nativeName ?? '')).length).toBeGreaterThan(30);
    expect(names('TR', PROFILES.textile).every((n) => /Tekstil|Iplik/.test(n.name))).toBe(true);
    expect(names('IN').some((n) => /Pvt|Private Limited|Exports|Industries/.test(n.name))).toBe(true);
    expect(names('ID').every((n) => /^PT\.? /.test(n.name))).toBe(true);
    expect(names('JP').filter((n) => /株式会社$/.test(n.nativeName ?? '')).length).toBeGreaterThan(30);
    expect(names('KR').some((n) => n.nativeName?.startsWith('주식회사'))).toBe(true);
    expect(names('TH').some((n) => n.nativeName?.startsWith('บริษัท'))).toBe(true);
    for (const country of ['CN', 'BD', 'IN', 'VN', 'TR', 'PK', 'KH', 'ID', 'US', 'IT', 'MX', 'FR', 'KE']) {
      for (let i = 0; i < 20; i++) {
        const place = places.pick(country);
        expect(streetAddress(random, place)).toContain(place.city);
      }
    }
  });

  it("names facilities with a real registry's long tail of words and its legal forms", () => {
    const random = createRandom(8);
    const places = createPlacePicker(random);
    const profiles = createProfilePicker(random);
    const uses = new Map<string, number>();
    const names: string[] = [];
    for (let i = 0; i < 100_000; i++) {
      const place = places.pick();
      const { name } = facilityName(random, place, profiles(place.country));
      names.push(name);
      for (const word of new Set(
        name
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean),
      ))
        uses.set(word, (uses.get(word) ?? 0) + 1);
    }
    const byUse = [...uses.values()].sort((a, b) => b - a);
    // 36,335 distinct words here; 228,587 at 1.2M facilities.
    expect(uses.size).toBeGreaterThan(30_000);
    expect(byUse.filter((count) => count === 1).length).toBeGreaterThan(uses.size / 2);
    expect(uses.get('ltd')).toBeGreaterThan(20_000);
    for (const legal of ['Co., Ltd.', 'Pvt. Ltd.', 'S.A. de C.V.', 'San. ve Tic. A.Ş.', '(Pvt) Ltd']) {
      expect(
        names.some((name) => name.endsWith(legal)),
        legal,
      ).toBe(true);
    }
  });

  it('writes the same facility differently for another contributor, but recognisably', () => {
    const random = createRandom(4);
    const variants = new Set(
      Array.from({ length: 100 }, () => nameVariant(random, 'Guangzhou Hongda Garment Co., Ltd.')),
    );
    expect(variants.has('GUANGZHOU HONGDA GARMENT CO., LTD.')).toBe(true);
    expect(variants.has('Guangzhou Hongda Garment')).toBe(true);
    for (const variant of variants) expect(variant.toLowerCase()).toContain('hongda');
    const addresses = Array.from({ length: 100 }, () =>
      addressVariant(random, 'No. 18 Renmin Road, Huangpu Industrial Park, Guangzhou', 'Guangzhou'),
    );
    for (const address of addresses) expect(address.toLowerCase()).toContain('renmin');
  });

  it('uses only sectors and facility/processing types of the taxonomies', () => {
    for (const profile of Object.values(PROFILES)) {
      for (const sector of profile.sectors) expect(SECTORS).toContain(sector);
      for (const operation of profile.operations) {
        expect(findFacilityType(operation.facilityType)).toBe(operation.facilityType);
        for (const type of operation.processingTypes)
          expect(processingTypesOf(operation.facilityType), type).toContain(type);
      }
      expect(profile.workers[0]).toBeLessThan(profile.workers[1]);
    }
    const pick = createProfilePicker(createRandom(5));
    const bangladesh = Array.from({ length: 500 }, () => pick('BD').key);
    expect(bangladesh.filter((key) => key === 'garment').length).toBeGreaterThan(300);
  });

  it('gives the same sequence for the same seed', () => {
    const run = () => {
      const random = createRandom(6);
      const places = createPlacePicker(random);
      return Array.from({ length: 50 }, () => facilityName(random, places.pick(), PROFILES.garment!).name);
    };
    expect(run()).toEqual(run());
  });
});
