import type { Place } from './places.ts';
import type { Profile } from './profiles.ts';
import { longTailWord, zipfPick, zipfRank } from './long-tail.ts';
import type { Random } from './random.ts';
import * as words from './vocabulary.ts';

export interface FacilityNaming {
  name: string;
  /** The name in the country's own script, when it writes one. */
  nativeName?: string;
  /** The distinctive word of the name ('Hongda'), reused by the address and parent company. */
  brand: string;
}

const LATAM = new Set([
  'MX',
  'GT',
  'HN',
  'SV',
  'NI',
  'CR',
  'PA',
  'DO',
  'CO',
  'PE',
  'EC',
  'BO',
  'CL',
  'AR',
  'UY',
  'PY',
  'VE',
  'CU',
]);
const ARABIC = new Set([
  'EG',
  'JO',
  'SA',
  'AE',
  'MA',
  'TN',
  'DZ',
  'QA',
  'KW',
  'OM',
  'BH',
  'LB',
  'IQ',
  'SY',
  'YE',
  'LY',
]);
const CYRILLIC = new Set(['RU', 'UA', 'BY', 'KZ', 'KG']);
const AFRICA = new Set([
  'ET',
  'KE',
  'MG',
  'LS',
  'MU',
  'TZ',
  'UG',
  'GH',
  'NG',
  'ZA',
  'RW',
  'SN',
  'CI',
  'CM',
  'MZ',
  'ZM',
  'ZW',
  'BW',
  'NA',
]);

const LEGAL: Record<string, string[]> = {
  CN: ['Co., Ltd.', 'Co., Ltd.', 'Co., Ltd', 'Co. Ltd.', 'Industrial Co., Ltd.'],
  TW: ['Co., Ltd.', 'Industrial Co., Ltd.', 'Enterprise Co., Ltd.'],
  HK: ['Limited', 'Company Limited'],
  JP: ['Co., Ltd.', 'Corporation'],
  KR: ['Co., Ltd.', 'Corporation', 'Inc.'],
  TH: ['Co., Ltd.', '(Thailand) Co., Ltd.', 'Public Company Limited'],
  BD: ['Ltd.', 'Limited', 'Ltd'],
  VN: ['Co., Ltd', 'Joint Stock Company', 'Company Limited', 'Corporation'],
  IN: ['Pvt Ltd', 'Private Limited', 'Pvt. Ltd.', 'Exports', 'Industries'],
  PK: ['(Pvt) Ltd', '(Pvt.) Limited', 'Mills Ltd', 'Industries'],
  LK: ['(Pvt) Ltd', 'Lanka (Pvt) Ltd', 'Limited'],
  KH: ['Co., Ltd.', '(Cambodia) Co., Ltd.', 'Manufacturing Co., Ltd.'],
  MM: ['Co., Ltd.', 'Company Limited'],
  TR: [
    'San. ve Tic. A.Ş.',
    'San. ve Tic. Ltd. Şti.',
    'A.Ş.',
    'Ltd. Şti.',
    'San. ve Tic. A.S.',
    'Sanayi ve Ticaret A.Ş.',
  ],
  IT: ['S.r.l.', 'S.p.A.', 'S.n.c.'],
  PT: ['Lda', 'S.A.', 'Unipessoal Lda'],
  BR: ['Ltda', 'S.A.', 'Ltda.'],
  ES: ['S.L.', 'S.A.'],
  FR: ['SARL', 'SAS', 'S.A.'],
  MA: ['SARL', 'S.A.'],
  TN: ['SARL', 'S.A.'],
  DE: ['GmbH', 'GmbH & Co. KG', 'AG'],
  AT: ['GmbH'],
  CH: ['AG', 'GmbH'],
  NL: ['B.V.'],
  BE: ['N.V.', 'BV'],
  PL: ['Sp. z o.o.'],
  RO: ['S.R.L.'],
  BG: ['EOOD', 'OOD'],
  CZ: ['s.r.o.'],
  SK: ['s.r.o.'],
  HU: ['Kft.'],
  US: ['Inc.', 'LLC', 'Corp.', 'Co.'],
  CA: ['Inc.', 'Ltd.'],
  GB: ['Ltd', 'Limited'],
  ZA: ['(Pty) Ltd'],
  LS: ['(Pty) Ltd'],
  ET: ['PLC', 'Share Company'],
  EG: ['S.A.E.', 'Co.'],
  JO: ['Co.', 'L.L.C.'],
  RU: ['LLC'],
  UA: ['LLC'],
  MX: ['S.A. de C.V.', 'S. de R.L. de C.V.'],
  HN: ['S.A. de C.V.', 'S. de R.L.'],
  GT: ['S.A.'],
  SV: ['S.A. de C.V.'],
  NI: ['S.A.'],
  CO: ['S.A.S.', 'Ltda.'],
  PE: ['S.A.C.', 'S.A.'],
  DO: ['S.R.L.', 'S.A.'],
};

/** Trade words in the languages whose supplier lists write them so ('Anatolia Tekstil ...'). */
const TRADE: Record<string, Record<string, string[]>> = {
  tr: {
    garment: ['Konfeksiyon', 'Giyim'],
    textile: ['Tekstil', 'Iplik'],
    wet: ['Boya Baski'],
    footwear: ['Ayakkabi'],
    leather: ['Deri'],
    home: ['Ev Tekstili'],
    accessories: ['Aksesuar'],
    other: ['Sanayi'],
  },
  it: {
    garment: ['Confezioni', 'Abbigliamento'],
    textile: ['Tessile', 'Tessitura'],
    footwear: ['Calzature'],
    leather: ['Pelletteria'],
    other: ['Industrie'],
  },
  pt: {
    garment: ['Confecções', 'Vestuário'],
    textile: ['Têxtil', 'Tecelagem'],
    footwear: ['Calçado'],
    leather: ['Curtumes'],
    other: ['Indústria'],
  },
  es: {
    garment: ['Confecciones', 'Textiles'],
    textile: ['Textiles', 'Hilanderia'],
    footwear: ['Calzado'],
    leather: ['Curtiembre'],
    food: ['Alimentos'],
    furniture: ['Muebles'],
    farm: ['Agropecuaria'],
    other: ['Industrias'],
  },
  fr: {
    garment: ['Confection'],
    textile: ['Textile'],
    footwear: ['Chaussures'],
    leather: ['Maroquinerie'],
    other: ['Industries'],
  },
  de: {
    garment: ['Bekleidung'],
    textile: ['Textil', 'Weberei'],
    footwear: ['Schuhfabrik'],
    leather: ['Lederwaren'],
    other: ['Werke'],
  },
};

const NATIVE_TRADE: Record<string, Record<string, string>> = {
  jp: { garment: '縫製', textile: '織物', electronics: '電機', toys: '玩具', food: '食品', other: '工業' },
  kr: { garment: '어패럴', textile: '섬유', electronics: '전자', food: '식품', other: '산업' },
  th: { garment: 'การ์เมนท์', textile: 'สิ่งทอ', food: 'อาหาร', electronics: 'อิเล็กทรอนิกส์', other: 'อุตสาหกรรม' },
  bn: { garment: 'গার্মেন্টস', textile: 'টেক্সটাইল', other: 'ইন্ডাস্ট্রিজ' },
  vi: {
    garment: 'May',
    textile: 'Dệt',
    footwear: 'Giày',
    food: 'Thực phẩm',
    furniture: 'Đồ gỗ',
    electronics: 'Điện tử',
    other: 'Sản xuất',
  },
  ar: { garment: 'للملابس الجاهزة', textile: 'للغزل والنسيج', food: 'للصناعات الغذائية', other: 'للصناعات' },
  hi: { garment: 'गारमेंट्स', textile: 'टेक्सटाइल्स', other: 'इंडस्ट्रीज' },
};

const tradeIn = (table: Record<string, string>, profile: Profile) => table[profile.key] ?? table.other!;

/** A plausible facility name in the style of the country's supplier lists, with its native form. */
export function facilityName(random: Random, place: Place, profile: Profile): FacilityNaming {
  const { country, city } = place;
  const trade = random.pick(profile.nameWords);
  const legal = random.pick(LEGAL[country] ?? (LATAM.has(country) ? ['S.A.'] : ['Ltd', 'Limited', 'Company']));
  const translated = (language: string) => random.pick(TRADE[language]![profile.key] ?? TRADE[language]!.other!);
  const native = (chance: number, make: () => string) => (random.chance(chance) ? make() : undefined);

  if (country === 'CN' || country === 'TW' || country === 'HK' || country === 'MO') {
    const syllables = chineseBrand(random);
    const brand = syllables.map((s, i) => (i ? s[0].toLowerCase() : s[0])).join('');
    const traditional = country !== 'CN';
    const [simplifiedTrade, traditionalTrade] = words.CHINESE_TRADES[profile.key] ?? ['工业', '工業'];
    const nativeName = native(
      0.75,
      () =>
        syllables.map((s) => (traditional ? s[2] : s[1])).join('') +
        (traditional ? `${traditionalTrade}股份有限公司` : `${simplifiedTrade}有限公司`),
    );
    if (country !== 'CN')
      return { name: `${syllables.map((s) => s[0]).join(' ')} ${trade} ${legal}`, nativeName, brand };
    const name = random.pick([
      `${city} ${brand} ${trade} ${legal}`,
      `${brand} ${trade} (${city}) ${legal}`,
      `${city} ${brand} ${trade} Factory`,
      `${brand} ${trade} ${legal}`,
    ]);
    return { name, nativeName, brand };
  }
  const paired = (
    pairs: readonly [string, string][],
    chance: number,
    write: (nativeBrand: string) => string,
    pattern: (brand: string) => string,
  ): FacilityNaming => {
    const [brand, nativeBrand] = zipfPick(random, pairs);
    return { name: pattern(brand), nativeName: native(chance, () => write(nativeBrand)), brand };
  };
  switch (country) {
    case 'JP':
      return paired(
        words.JAPANESE_BRANDS,
        0.8,
        (b) => `${b}${tradeIn(NATIVE_TRADE.jp!, profile)}株式会社`,
        (b) => `${b} ${trade} ${legal}`,
      );
    case 'KR':
      return paired(
        words.KOREAN_BRANDS,
        0.8,
        (b) => `주식회사 ${b}${tradeIn(NATIVE_TRADE.kr!, profile)}`,
        (b) => `${b} ${trade} ${legal}`,
      );
    case 'TH':
      return paired(
        words.THAI_BRANDS,
        0.7,
        (b) => `บริษัท ${b}${tradeIn(NATIVE_TRADE.th!, profile)} จำกัด`,
        (b) => `${b} ${trade} ${legal}`,
      );
    case 'BD':
      if (random.chance(0.6)) break;
      return paired(
        words.BENGALI_BRANDS,
        0.35,
        (b) => `${b} ${tradeIn(NATIVE_TRADE.bn!, profile)} লিমিটেড`,
        (b) =>
          random.pick([
            `${b} ${trade} ${legal}`,
            `${city} ${trade} ${legal}`,
            `${acronym(random)} ${trade} ${legal}`,
            `${random.pick(words.GENERIC_WORDS)} ${trade} ${legal}`,
          ]),
      );
    case 'VN':
      return paired(
        words.VIETNAMESE_BRANDS,
        0.5,
        (b) => `Công ty TNHH ${tradeIn(NATIVE_TRADE.vi!, profile)} ${b}`,
        (b) =>
          random.pick([
            `${b} ${trade} ${legal}`,
            `${b} ${trade} Joint Stock Company - ${city} Branch`,
            `Cong Ty TNHH ${b}`,
          ]),
      );
    case 'IN':
      if (random.chance(0.3))
        return paired(
          words.HINDI_BRANDS,
          0.5,
          (b) => `${b} ${tradeIn(NATIVE_TRADE.hi!, profile)}`,
          (b) => `${b} ${trade} ${legal}`,
        );
      break;
    default:
      if (ARABIC.has(country) && !['MA', 'TN', 'DZ'].includes(country)) {
        return paired(
          words.ARABIC_BRANDS,
          0.5,
          (b) => `شركة ${b} ${tradeIn(NATIVE_TRADE.ar!, profile)}`,
          (b) => (random.chance(0.5) ? `${b} for ${trade} ${legal}` : `${b} ${trade} Manufacturing ${legal}`),
        );
      }
      if (CYRILLIC.has(country))
        return paired(
          words.CYRILLIC_BRANDS,
          0.7,
          (b) => `ООО «${b}»`,
          (b) => `${b} ${trade} ${legal}`,
        );
  }
  const word = longTailWord(random, country, localWords(country));
  const name = (() => {
    switch (country) {
      case 'IN':
        return random.pick([
          `${word} ${trade} ${legal}`,
          `${city} ${trade} ${legal}`,
          `${word} ${trade} ${legal} - Unit ${random.int(1, 6)}`,
          `M/s. ${word} ${trade}`,
          `${word} & Sons ${trade} ${legal}`,
        ]);
      case 'BD':
        return random.pick([
          `${word} ${trade} ${legal}`,
          `${city} ${trade} ${legal}`,
          `${acronym(random)} ${trade} ${legal}`,
          `${word} ${trade} ${legal} (Unit-${random.pick(['I', 'II', 'III'])})`,
        ]);
      case 'PK':
        return random.pick([`${word} ${trade} ${legal}`, `${city} ${trade} ${legal}`]);
      case 'ID':
        return random.pick([
          `PT ${word} ${random.pick(words.LOCAL_WORDS.ID!)} ${trade}`,
          `PT. ${word} ${trade} ${city}`,
          `PT ${word} ${trade} Indonesia`,
        ]);
      case 'KH':
        return random.pick([`${word} (Cambodia) ${trade} ${legal}`, `${word} ${trade} ${legal}`]);
      case 'MM':
        return random.pick([`${word} ${trade} ${legal}`, `Myanmar ${word} ${trade} ${legal}`]);
      case 'TR':
        return `${word} ${translated('tr')} ${legal}`;
      case 'IT':
        return random.chance(0.5) ? `${translated('it')} ${word} ${legal}` : `${word} ${translated('it')} ${legal}`;
      case 'PT':
      case 'BR':
        return random.chance(0.5) ? `${word} ${translated('pt')}, ${legal}` : `${translated('pt')} ${word} ${legal}`;
      case 'ES':
        return `${translated('es')} ${word} ${legal}`;
      case 'FR':
      case 'MA':
      case 'TN':
      case 'DZ':
        return `${translated('fr')} ${word} ${legal}`;
      case 'DE':
      case 'AT':
      case 'CH':
        return `${word} ${translated('de')} ${legal}`;
      default:
        if (LATAM.has(country))
          return random.pick([
            `${translated('es')} ${word} ${legal}`,
            `Industrias ${word} ${legal}`,
            `${word} ${trade} ${legal}`,
          ]);
        if (AFRICA.has(country))
          return random.pick([
            `${word} ${trade} ${legal}`,
            `${city} ${trade} ${legal}`,
            `${word} ${trade} EPZ ${legal}`,
          ]);
        return `${word} ${trade} ${legal}`;
    }
  })();
  return { name, brand: word };
}

/** Two syllables (three now and then), the most frequent brands first: 'Hongda', 'Xinhuayuan'. */
function chineseBrand(random: Random): (typeof words.CHINESE_SYLLABLES)[number][] {
  const syllables = words.CHINESE_SYLLABLES;
  const count = random.chance(0.1) ? 3 : 2;
  let n = zipfRank(random, syllables.length ** count);
  return Array.from({ length: count }, () => {
    const syllable = syllables[n % syllables.length]!;
    n = Math.floor(n / syllables.length);
    return syllable;
  });
}

function localWords(country: string): readonly string[] {
  if (words.LOCAL_WORDS[country]) return words.LOCAL_WORDS[country];
  if (LATAM.has(country)) return words.LOCAL_WORDS.LATAM!;
  if (AFRICA.has(country)) return words.LOCAL_WORDS.AFRICA!;
  return words.GENERIC_WORDS;
}

function acronym(random: Random): string {
  return Array.from({ length: random.int(2, 3) }, () => random.pick([...'ABDFHJKMNRST'])).join('');
}

const LEGAL_SUFFIX =
  /,?\s+(Co\.,? Ltd\.?|Company Limited|Limited|Ltd\.?|Pvt\.? Ltd\.?|\(Pvt\.?\) Ltd\.?|Private Limited|Inc\.|LLC|S\.r\.l\.|GmbH|S\.A\.( de C\.V\.)?|Lda|SARL)$/i;

/**
 * How another contributor writes the same name: in capitals, without the legal form, with
 * abbreviations, or without punctuation. Matching has to see through all of these.
 */
export function nameVariant(random: Random, name: string): string {
  const roll = random.next();
  if (roll < 0.3) return name;
  if (roll < 0.55) return name.toUpperCase();
  if (roll < 0.75) return name.replace(LEGAL_SUFFIX, '') || name;
  if (roll < 0.85)
    return name
      .replace(/\bLimited\b/g, 'Ltd')
      .replace(/\bPrivate\b/g, 'Pvt')
      .replace(/\bCompany\b/g, 'Co.');
  if (roll < 0.93) return name.replace(/[.,]/g, '').replace(/\s+/g, ' ');
  return name.toLowerCase();
}
