import type { Random } from './random.ts';

/**
 * The distinctive words of names and addresses, with a real registry's long tail: a few words
 * in thousands of names ('Sri Balaji', 'Hongda'), most in a handful. Word frequencies follow
 * Zipf's law (the word of rank r is drawn with probability ∝ 1/(r+1)): the hand-written words of
 * vocabulary.ts are the head, and the tail is built from the syllables of the country's
 * language, so 1.2M facilities use a few hundred thousand distinct words as real lists do.
 */

/** Syllables a family's words are made of: start + middle + end, or start + middle + vowel + middle + end. */
interface Syllables {
  starts: readonly string[];
  middles: readonly string[];
  vowels: readonly string[];
  ends: readonly string[];
}

const split = (text: string) => text.split(' ');

const FAMILIES = {
  indic: {
    starts: split(
      'Aa A Ba Bha Cha Da Dha Ga Gau Ha Ja Ka Ki Ku La Ma Mo Na Ni Pa Pra Ra Ri Sa Sha Shi Su Ta Ti Va Vi Ya Ro Ne Hi',
    ),
    middles: split('dh sh n m r v l j k t ksh nd mb rth sw y th ny nk rp'),
    vowels: split('a i u e'),
    ends: split('ya a an esh ika ini ita ana endra ul av ash ik aj ee i ant ir ar'),
  },
  turkish: {
    starts: split('Ak Al Ar Ay Ba Be Bo Ca Ce Da De Do Er Gu Ha Ka Ke Ko Ku Me Ne Oz Sa Se So Ta Te To Ul Ya Yi Yu Ze'),
    middles: split('k l r s t y z m n ld rk lt sk nk'),
    vowels: split('a e i o u'),
    ends: split('an en in un ay ir er az ol oglu tas kan soy dag han'),
  },
  malay: {
    starts: split('Ba Ca Da Ga Ha Ja Ka La Ma Na Pa Ra Sa Ta Wi Su Pu Se Me Ke Tri Sri'),
    middles: split('d g j k l m n ng r s t ny nt mb nd'),
    vowels: split('a i u'),
    ends: split('a i u ah an ar at ya ja ra ta ri ti wan'),
  },
  latin: {
    starts: split('Al Ba Be Ca Ce Co Da Fe Fo Ga Gi La Lo Ma Mo Na Pa Pe Ri Ro Sa Se Ta To Va Vi Es Mar Bel Cor'),
    middles: split('l r n s t v d ll rr nt rd st sc gn'),
    vowels: split('a e i o'),
    ends: split('a o i ez es ino ini ero ella ada ona ano eira ardo etti'),
  },
  english: {
    starts: split(
      'Ash Bel Bir Black Bright Brook Clear Cold Crest Deer East Elm Fair Glen Green Hart Hill Kings Lake Mill North Oak Pine Red River Rock Silver Stone Sun West White Wood',
    ),
    middles: split('er en ing s'),
    vowels: split('a o'),
    ends: split(
      'field ford ton wood dale ridge brook view gate mont well stone bury worth haven land mark side hurst berg',
    ),
  },
  african: {
    starts: split('Ab Ad Ak Am Ba Bo Da Fa Ja Ka Ki Ku Ma Mb Mw Na Nd Nj Ny Ol Sa Ta Tu Wa Za'),
    middles: split('b d g k l m n r s t w y ng mb nd'),
    vowels: split('a e i o u'),
    ends: split('a e i o u ani ola ega ungu eke iru aba'),
  },
  arabic: {
    starts: split('Ab Ad Am Ba Fa Ha Ja Ka Ma Na Ra Sa Ta Wa Za Kh Sh'),
    middles: split('b d f h j k l m n r s z hm sh kr'),
    vowels: split('a i u'),
    ends: split('a ar id im ir oud een an ah'),
  },
  generic: {
    starts: split('Al Ar Be Ca Da El Fa Ga Ha In Ka Lu Ma No Or Pa Qu Ra Sa Te Ve Za'),
    middles: split('b d g k l m n r s t v x z nt st'),
    vowels: split('a e i o u'),
    ends: split('a o on is ex ia us en ar ix'),
  },
} satisfies Record<string, Syllables>;

export type Family = keyof typeof FAMILIES;

const FAMILY_OF: Record<string, Family> = {};
const assign = (family: Family, countries: string) => {
  for (const country of split(countries)) FAMILY_OF[country] = family;
};
assign('indic', 'IN BD PK LK NP');
assign('turkish', 'TR AZ');
assign('malay', 'ID MY PH');
assign('latin', 'IT ES PT BR FR MX GT HN SV NI CR PA DO CO PE EC BO CL AR UY PY VE CU RO');
assign('english', 'US GB DE AT CH NL BE CA AU NZ IE SE DK NO');
assign('african', 'ET KE MG LS MU TZ UG GH NG ZA RW SN CI CM MZ ZM ZW BW NA');
assign('arabic', 'EG JO SA AE MA TN DZ QA KW OM BH LB IQ SY YE LY');

export const familyOf = (country: string): Family => FAMILY_OF[country] ?? 'generic';

/** How many distinct words a family can make. */
function capacity({ starts, middles, vowels, ends }: Syllables): number {
  const short = starts.length * middles.length * ends.length;
  return short + short * vowels.length * middles.length;
}

/** The family's word number `n` (0 ≤ n < capacity), spelt from its syllables as a mixed-radix number. */
function spell({ starts, middles, vowels, ends }: Syllables, n: number): string {
  const digit = (size: number) => {
    const d = n % size;
    n = Math.floor(n / size);
    return d;
  };
  const start = starts[digit(starts.length)]!;
  const middle = middles[digit(middles.length)]!;
  const end = ends[digit(ends.length)]!;
  if (n === 0) return start + middle + end;
  n -= 1;
  const vowel = vowels[digit(vowels.length)]!;
  const second = middles[n % middles.length]!;
  return start + middle + vowel + second + end;
}

/** A prime, so coprime to every capacity: neighbouring ranks get unrelated spellings. */
const SCATTER = 2_654_435_761;

/**
 * A Zipf rank in [0, size): log-uniform, so rank r comes with probability ≈ 1/((r+1)·ln size).
 * The head ranks are the given words; the rest are spelt from syllables.
 */
export function zipfRank(random: Random, size: number): number {
  return Math.min(size - 1, Math.floor(Math.pow(size + 1, random.next())) - 1);
}

/** A distinctive word for a name or address in `country`: one of `head` (most frequent first) or a word of the tail. */
export function longTailWord(random: Random, country: string, head: readonly string[]): string {
  const syllables = FAMILIES[familyOf(country)];
  const tail = capacity(syllables);
  const rank = zipfRank(random, head.length + tail);
  if (rank < head.length) return head[rank]!;
  // Exact in doubles: rank × SCATTER stays below 2^53 for every family's capacity (≤ 1.2M).
  return spell(syllables, ((rank - head.length) * SCATTER) % tail);
}

/** A Zipf pick among `items` (first most frequent): pairs of words with their native script keep their order. */
export function zipfPick<T>(random: Random, items: readonly T[]): T {
  return items[zipfRank(random, items.length)]!;
}
