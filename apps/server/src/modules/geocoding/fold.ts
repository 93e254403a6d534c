/**
 * Lower case, accents removed, every run of non-letters/digits one space: how addresses are
 * compared. Vietnamese 'Đ' has no decomposition (and GeoNames writes some as Icelandic 'Ð'):
 * both fold to 'd', as addresses without diacritics write them ('Đà Lạt', 'Da Lat').
 */
export function foldAddress(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[đð]/g, 'd')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The geocode cache key: provider, country and folded address, so a provider change never reuses old answers. */
export function geocodeCacheKey(provider: string, countryCode: string, address: string): string {
  return `${provider}:${countryCode.toUpperCase()}:${foldAddress(address)}`;
}
