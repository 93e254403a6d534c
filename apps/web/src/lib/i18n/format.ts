import { currentLanguage } from './i18n.ts';
import type { Language } from './languages.ts';

const numberFormats = new Map<Language, Intl.NumberFormat>();

/** The language's whole-number format, made once (each NumberFormat loads the locale's data). */
function numberFormatOf(language: Language): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language)));
  return format;
}

/**
 * A number in the current language's digits and separators (Bangla: ১,২৩৪). English whole numbers
 * skip Intl: a page's first NumberFormat loads the locale's data, tens of milliseconds of the
 * search page's first render on a phone, for the same '12,345'.
 */
export function formatNumber(value: number, language: Language = currentLanguage()): string {
  if (language === 'en' && Number.isSafeInteger(value)) return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return numberFormatOf(language).format(value);
}

/** A number with exactly `digits` decimals in the language's digits ('4.0'; Portuguese '4,0'). */
export function formatFixed(value: number, digits: number, language: Language = currentLanguage()): string {
  if (language === 'en') return value.toFixed(digits);
  return new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    value,
  );
}

/** A range of whole numbers as the language writes it ('1–9'; Bangla '১–৯'); English skips Intl as above. */
export function formatNumberRange(low: number, high: number, language: Language = currentLanguage()): string {
  if (language === 'en') return `${formatNumber(low, language)}–${formatNumber(high, language)}`;
  return numberFormatOf(language).formatRange(low, high);
}

/** A date as the language writes it in full (spec part 1 §9 LL: 'January 5, 2024'); '' for no date. */
export function formatDate(iso: string, timeZone?: string, language: Language = currentLanguage()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, { dateStyle: 'long', timeZone }).format(date);
}

/** A moment with date and time, for lists of events. */
export function formatDateTime(iso: string, language: Language = currentLanguage()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

const regionNames = new Map<Language, Intl.DisplayNames>();

/**
 * A country's name in the current language, by its ISO 3166-1 alpha-2 code (Intl's names:
 * Portuguese 'Alemanha'). English keeps the registry's own name, the spec's ('Viet Nam', not
 * Intl's 'Vietnam'), as does a code Intl does not know.
 */
export function formatCountry(code: string, englishName: string, language: Language = currentLanguage()): string {
  if (language === 'en') return englishName;
  let names = regionNames.get(language);
  if (!names)
    regionNames.set(language, (names = new Intl.DisplayNames(language, { type: 'region', fallback: 'none' })));
  try {
    return names.of(code.toUpperCase()) ?? englishName;
  } catch {
    // Not a region code at all (RangeError): the name as the registry has it.
    return englishName;
  }
}
