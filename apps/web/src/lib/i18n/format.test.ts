import { describe, expect, it } from 'vitest';
import { formatCountry, formatDate, formatFixed, formatNumber, formatNumberRange } from './format.ts';

describe('formatNumber', () => {
  it("writes English whole numbers as toLocaleString('en') does, without Intl", () => {
    for (const n of [0, 1, 999, 1_000, 123_456, 1_234_567_890])
      expect(formatNumber(n, 'en')).toBe(n.toLocaleString('en'));
  });

  it("writes each language's digits and separators", () => {
    expect(formatNumber(1_234_567, 'bn')).toBe('১২,৩৪,৫৬৭');
    expect(formatNumber(1_234_567, 'hi')).toBe('12,34,567');
    expect(formatNumber(1_234_567, 'pt')).toBe('1.234.567');
    expect(formatNumber(1_234_567, 'tr')).toBe('1.234.567');
    expect(formatNumber(1_234_567, 'zh-Hans')).toBe('1,234,567');
  });
});

describe('formatFixed and formatNumberRange', () => {
  it('write decimals and ranges as English did before, and in each language', () => {
    expect(formatFixed(4, 1, 'en')).toBe('4.0');
    expect(formatFixed(4.25, 1, 'pt')).toBe('4,3');
    expect(formatFixed(4, 1, 'bn')).toBe('৪.০');
    expect(formatNumberRange(10, 39, 'en')).toBe('10–39');
    expect(formatNumberRange(1000, 1999, 'en')).toBe('1,000–1,999');
    expect(formatNumberRange(1000, 1999, 'tr')).toBe('1.000–1.999');
    expect(formatNumberRange(1, 9, 'bn')).toBe('১–৯');
  });
});

describe('formatDate', () => {
  it('writes the long date of each language', () => {
    const iso = '2024-01-05T10:00:00.000Z';
    expect(formatDate(iso, 'UTC', 'en')).toBe('January 5, 2024');
    expect(formatDate(iso, 'UTC', 'pt')).toBe('5 de janeiro de 2024');
    expect(formatDate(iso, 'UTC', 'tr')).toBe('5 Ocak 2024');
    expect(formatDate(iso, 'UTC', 'zh-Hans')).toBe('2024年1月5日');
    expect(formatDate('not a date', 'UTC', 'bn')).toBe('');
  });
});

describe('formatCountry', () => {
  it("names a country in the language by its code; English keeps the registry's name", () => {
    expect(formatCountry('VN', 'Viet Nam', 'en')).toBe('Viet Nam');
    expect(formatCountry('DE', 'Germany', 'pt')).toBe('Alemanha');
    expect(formatCountry('bd', 'Bangladesh', 'bn')).toBe('বাংলাদেশ');
    expect(formatCountry('TR', 'Türkiye', 'zh-Hans')).toBe('土耳其');
    expect(formatCountry('not a code', 'Somewhere', 'hi')).toBe('Somewhere');
  });
});
