/**
 * The languages a claimant's e-mails are written in: the web app's (apps/web/src/lib/i18n/languages.ts).
 * A claim keeps the language it was sent in (facility_claims.language).
 */
export const CLAIM_LANGUAGES = ['en', 'bn', 'zh-Hans', 'hi', 'pt', 'tr'] as const;
export type ClaimLanguage = (typeof CLAIM_LANGUAGES)[number];

export const isClaimLanguage = (value: unknown): value is ClaimLanguage =>
  typeof value === 'string' && (CLAIM_LANGUAGES as readonly string[]).includes(value);

/** One of ours for a BCP 47 tag ('pt-BR' → pt, 'zh-CN' → zh-Hans; traditional Chinese → none), as the web decides. */
export function languageOfTag(tag: string): ClaimLanguage | null {
  const exact = CLAIM_LANGUAGES.find((code) => code.toLowerCase() === tag.trim().toLowerCase());
  if (exact) return exact;
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag.trim());
  } catch {
    return null;
  }
  if (locale.language === 'zh') return locale.maximize().script === 'Hans' ? 'zh-Hans' : null;
  return isClaimLanguage(locale.language) ? locale.language : null;
}

/** An Accept-Language header's tags, most wanted first (q=0 dropped). */
function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

const cookieValue = (header: string, name: string): string | null => {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
};

/**
 * The language the claimant sees the web app in: the language menu's choice (its `lang` cookie),
 * else the browser's languages (Accept-Language, the list the app's first visit follows), else English.
 */
export function requestLanguage(headers: { cookie?: string; 'accept-language'?: string }): ClaimLanguage {
  const chosen = cookieValue(headers.cookie ?? '', 'lang');
  for (const tag of [...(chosen ? [chosen] : []), ...acceptedTags(headers['accept-language'] ?? '')]) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return 'en';
}
