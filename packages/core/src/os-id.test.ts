import { describe, expect, it } from 'vitest';
import { CROCKFORD, createOsIdGenerator, generateOsId, isValidOsId, normalizeOsId } from './os-id.ts';

const REAL_IDS = ['CN20191926KJ0J6', 'IN2021079TDH72D', 'BD2021113R7R87P'];

describe('OS ID', () => {
  it.each(REAL_IDS)('validates the real ID %s', (id) => {
    expect(isValidOsId(id)).toBe(true);
  });

  it('accepts hyphens, spaces and lower case', () => {
    expect(normalizeOsId('cn-2019-192 6kj0j6')).toBe('CN20191926KJ0J6');
    expect(isValidOsId('cn-2019-192 6kj0j6')).toBe(true);
  });

  it('catches every single changed character', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    for (const id of REAL_IDS) {
      for (let position = 0; position < id.length; position++) {
        for (const replacement of alphabet) {
          if (replacement === id[position]) continue;
          const changed = id.slice(0, position) + replacement + id.slice(position + 1);
          expect(isValidOsId(changed), changed).toBe(false);
        }
      }
    }
  });

  it('rejects unknown country codes, wrong lengths and impossible days', () => {
    const withCountry = (country: string, rest: string) => {
      const body = country + rest.slice(0, 12);
      let sum = body.charCodeAt(0) + body.charCodeAt(1);
      for (const char of body.slice(2)) sum += CROCKFORD.indexOf(char);
      return body + CROCKFORD[sum % 32];
    };
    expect(isValidOsId(withCountry('CN', '20191926KJ0J'))).toBe(true);
    expect(isValidOsId(withCountry('XX', '20191926KJ0J'))).toBe(false);
    expect(isValidOsId(withCountry('CN', '20194006KJ0J'))).toBe(false);
    expect(isValidOsId('CN20191926KJ0J')).toBe(false);
    expect(isValidOsId('CN20191926KJ0J66')).toBe(false);
    expect(isValidOsId('')).toBe(false);
  });

  it('generates valid IDs with the country, year and day of year', () => {
    const id = generateOsId('bd', new Date(Date.UTC(2021, 3, 23)));
    expect(id).toMatch(/^BD2021113[0-9A-Z]{6}$/);
    expect(isValidOsId(id)).toBe(true);
  });

  it('refuses to generate for an unknown country', () => {
    expect(() => generateOsId('ZZ')).toThrow("Unknown country code 'ZZ'");
  });

  it('repeats the same sequence for the same seed', () => {
    const seeded = () => {
      let state = 42;
      return () => (state = (state * 16807) % 2147483647) / 2147483647;
    };
    const a = createOsIdGenerator(seeded());
    const b = createOsIdGenerator(seeded());
    const date = new Date(Date.UTC(2024, 0, 1));
    expect([a('CN', date), a('CN', date)]).toEqual([b('CN', date), b('CN', date)]);
  });

  it('has no collision in 100,000 generations', () => {
    const date = new Date(Date.UTC(2026, 10, 22));
    const seen = new Set<string>();
    const countries = ['CN', 'IN', 'BD', 'VN', 'TR'];
    for (let i = 0; i < 100_000; i++) seen.add(generateOsId(countries[i % 5]!, date));
    expect([...seen].every(isValidOsId)).toBe(true);
    expect(seen.size).toBe(100_000);
  });
});
