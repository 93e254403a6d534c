/**
 * The app's languages, each named in its own script and in English (the language menu's labels).
 * The order is the menu's; English is the source of every catalog.
 */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'bn', name: 'বাংলা (Bangla)' },
  { code: 'zh-Hans', name: '简体中文 (Simplified Chinese)' },
  { code: 'hi', name: 'हिन्दी (Hindi)' },
  { code: 'pt', name: 'Português (Portuguese)' },
  { code: 'tr', name: 'Türkçe (Turkish)' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

export const SOURCE_LANGUAGE: Language = 'en';

const CODES: readonly string[] = LANGUAGES.map((language) => language.code);

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && CODES.includes(value);

/**
 * The app's language for a BCP 47 tag ('pt-BR' → pt, 'zh-CN' → zh-Hans), or null. Chinese in
 * traditional script (zh-TW, zh-Hant) has no catalog here: the next preference decides.
 */
export function languageOf(tag: string): Language | null {
  const exact = LANGUAGES.find((language) => language.code.toLowerCase() === tag.toLowerCase());
  if (exact) return exact.code;
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag);
  } catch {
    return null;
  }
  if (locale.language === 'zh') return locale.maximize().script === 'Hans' ? 'zh-Hans' : null;
  return isLanguage(locale.language) ? locale.language : null;
}

/** Where a visit's language may come from, strongest first. */
export interface LanguageSources {
  /** `?lang=` of the address (the embedded map's, or a shared link's). */
  query: string | null;
  /** The visitor's own choice in the language menu (local storage, then cookie). */
  stored: readonly (string | null)[];
  /** The browser's languages (navigator.languages, what it sends as Accept-Language). */
  preferred: readonly string[];
}

export function chooseLanguage({ query, stored, preferred }: LanguageSources): Language {
  for (const tag of [query, ...stored, ...preferred]) {
    const language = tag ? languageOf(tag) : null;
    if (language) return language;
  }
  return SOURCE_LANGUAGE;
}
