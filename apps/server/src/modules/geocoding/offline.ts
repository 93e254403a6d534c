import { foldAddress } from './fold.ts';
import { loadGazetteer, type GazetteerPlace, type PlaceLevel } from './gazetteer.ts';

export interface OfflinePlacement {
  place: GazetteerPlace;
  level: PlaceLevel;
}

interface Mention {
  place: GazetteerPlace;
  start: number;
  end: number;
}

/**
 * Words that are also names of some town but in an address almost always mean something else
 * ('Industrial Area', 'Main Road', 'Sector 7'); they only count when nothing better is named.
 */
const WEAK_WORDS = new Set([
  'road', 'street', 'industrial', 'area', 'zone', 'park', 'sector', 'block', 'plot', 'village', 'town', 'city', 'district',
  'main', 'new', 'no', 'lot', 'unit', 'mill', 'market', 'station', 'garden', 'hill', 'lake', 'river', 'east', 'west',
  'north', 'south', 'central', 'center', 'centre', 'export', 'free', 'estate', 'building', 'floor', 'factory', 'la', 'el',
  'san', 'santa', 'sao', 'das', 'de', 'do', 'da', 'di', 'del', 'the', 'and', 'phase', 'nagar', 'bazar', 'colony',
]);

/**
 * Places an address at the best gazetteer place named in it: every city or region whose whole
 * name appears as words is a candidate; a city inside a named region wins, then longer names,
 * names nearer the end (where addresses put the town), then population. Without any, the
 * country's population centre.
 */
export function placeAddress(address: string, countryCode: string): OfflinePlacement | undefined {
  const country = loadGazetteer().get(countryCode.toUpperCase());
  if (!country) return undefined;
  const tokens = foldAddress(address).split(' ').filter(Boolean);
  const mentions = findMentions(tokens, country.byFirstToken);
  const best = chooseMention(mentions, tokens.length);
  if (best) return { place: best.place, level: best.place.level };
  return { place: country.centre, level: 'country' };
}

function findMentions(tokens: string[], index: Map<string, GazetteerPlace[]>): Mention[] {
  const mentions: Mention[] = [];
  for (let start = 0; start < tokens.length; start++) {
    for (const place of index.get(tokens[start]!) ?? []) {
      const length = place.tokens.length;
      if (start + length > tokens.length) continue;
      let same = true;
      for (let k = 1; k < length && same; k++) same = tokens[start + k] === place.tokens[k];
      if (same) mentions.push({ place, start, end: start + length });
    }
  }
  return mentions;
}

function chooseMention(mentions: Mention[], tokenCount: number): Mention | undefined {
  if (mentions.length === 0) return undefined;
  const regions = new Set(mentions.filter((m) => m.place.level === 'region').map((m) => m.place.region));
  let best: Mention | undefined;
  let bestScore = -Infinity;
  for (const mention of mentions) {
    const score = mentionScore(mention, tokenCount, regions);
    if (score > bestScore) {
      bestScore = score;
      best = mention;
    }
  }
  return best;
}

function mentionScore({ place, end }: Mention, tokenCount: number, regions: Set<string>): number {
  const chars = place.tokens.join(' ').length;
  const weak = place.tokens.length === 1 && (WEAK_WORDS.has(place.tokens[0]!) || chars <= 2);
  let score = Math.min(chars, 16) / 4; // longer names are less often accidental
  score += (end / Math.max(tokenCount, 1)) * 1.5; // the town is usually written last
  score += Math.log10(Math.max(place.population, 1000)) / 2; // population breaks the remaining ties
  if (place.level === 'city' && regions.has(place.region)) score += 3; // the city of the region the address names
  if (place.level === 'region') score -= 1.5; // a named city is more precise than its region
  if (weak) score -= 10;
  return score;
}
