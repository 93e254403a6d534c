import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryName, findCountryCode, isCountryCode } from './countries.ts';

describe('countries', () => {
  it('holds the 249 ISO 3166-1 countries plus Kosovo', () => {
    expect(COUNTRIES).toHaveLength(250);
    expect(isCountryCode('XK')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(countryName('bd')).toBe('Bangladesh');
  });

  it('finds codes from codes, names and the variants found in supplier lists', () => {
    expect(findCountryCode('cn')).toBe('CN');
    expect(findCountryCode(' China ')).toBe('CN');
    expect(findCountryCode('Viet Nam')).toBe('VN');
    expect(findCountryCode('VIETNAM')).toBe('VN');
    expect(findCountryCode('Turkey')).toBe('TR');
    expect(findCountryCode('Türkiye')).toBe('TR');
    expect(findCountryCode('Côte d’Ivoire')).toBe('CI');
    expect(findCountryCode('USA')).toBe('US');
    expect(findCountryCode('Korea, Republic of')).toBe('KR');
    expect(findCountryCode('Hong Kong SAR')).toBe('HK');
  });

  it('names countries as Open Supply Hub does, and still reads the short names', () => {
    expect(countryName('BO')).toBe('Bolivia, Plurinational State of');
    expect(countryName('KR')).toBe('Korea, Republic of');
    expect(countryName('KP')).toBe("Korea, Democratic People's Republic of");
    expect(countryName('RU')).toBe('Russian Federation');
    expect(countryName('CZ')).toBe('Czech Republic');
    expect(countryName('ST')).toBe('Sao Tome and Principe,Sao Tome And Principe');
    for (const { code, name } of COUNTRIES) expect(findCountryCode(name)).toBe(code);
    expect(findCountryCode('Czechia')).toBe('CZ');
    expect(findCountryCode('Russia')).toBe('RU');
    expect(findCountryCode('South Korea')).toBe('KR');
    expect(findCountryCode('U.S. Virgin Islands')).toBe('VI');
    expect(findCountryCode('São Tomé and Príncipe')).toBe('ST');
  });

  it('gives up on unknown values', () => {
    expect(findCountryCode('Atlantis')).toBeUndefined();
    expect(findCountryCode('')).toBeUndefined();
    expect(findCountryCode('ZZ')).toBeUndefined();
  });

  it('ignores case and accents but not letters split by punctuation', () => {
    expect(findCountryCode('SPAIN')).toBe('ES');
    expect(findCountryCode("Sp'ain")).toBeUndefined();
    expect(findCountryCode("A'ustralia")).toBeUndefined();
    expect(findCountryCode('Sp.ain')).toBeUndefined();
    expect(findCountryCode('Spa in')).toBeUndefined();
    expect(findCountryCode("Cote d'Ivoire")).toBe('CI');
    expect(findCountryCode('Korea, Democratic People’s Republic of')).toBe('KP');
    expect(findCountryCode("People's Republic of China")).toBe('CN');
    expect(findCountryCode('U.K.')).toBe('GB');
  });
});
