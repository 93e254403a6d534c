import { longTailWord } from './long-tail.ts';
import type { Place } from './places.ts';
import type { Random } from './random.ts';
import { GENERIC_WORDS, LOCAL_WORDS } from './vocabulary.ts';

const digits = (random: Random, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');

const CN_ZONES = [
  'Economic Development Zone',
  'High-tech Industrial Park',
  'Industrial Zone',
  'Industrial Park',
  'Science and Technology Park',
];
const CN_ROADS = [
  'Renmin',
  'Jianshe',
  'Zhongshan',
  'Xinhua',
  'Gongye',
  'Changjiang',
  'Huanghe',
  'Heping',
  'Yingbin',
  'Kaifa',
];
const BD_AREAS = [
  'Ashulia',
  'Savar',
  'Kashimpur',
  'Konabari',
  'Tongi',
  'Kaliakoir',
  'Mirpur',
  'Fatullah',
  'Bhaluka',
  'Sreepur',
];
const IN_AREAS = [
  'SIPCOT',
  'MIDC',
  'Phase II',
  'Sector 7',
  'Peenya Industrial Area',
  'Okhla Phase I',
  'Avinashi Road',
  'GIDC Estate',
];
const VN_ZONES = ['Tan Thuan', 'Song Than', 'VSIP', 'Amata', 'Nhon Trach', 'Long Hau', 'Hoa Phu', 'Dinh Vu', 'Que Vo'];
const TR_STREETS = ['Ataturk', 'Cumhuriyet', 'Istiklal', 'Fatih', 'Yildirim', 'Gazi', 'Inonu', 'Mimar Sinan'];
const ID_STREETS = ['Raya Bogor', 'Gatot Subroto', 'Sudirman', 'Diponegoro', 'Ahmad Yani', 'Industri Raya', 'Pahlawan'];
const LATIN_STREETS = ['Juarez', 'Hidalgo', 'Morelos', 'Bolivar', 'San Martin', 'Independencia', 'Reforma', 'Libertad'];
const STREETS = [
  'Industrial',
  'Station',
  'Lake',
  'River',
  'Garden',
  'Market',
  'Harbour',
  'Hill',
  'Park',
  'Mill',
  'Factory',
  'Export',
  'Main',
  'Church',
];

/** A street address in the country's usual order and abbreviations, ending with the city. */
export function streetAddress(random: Random, place: Place): string {
  const { country, city } = place;
  const n = random.int(1, 480);
  const word = longTailWord(random, country, LOCAL_WORDS[country] ?? GENERIC_WORDS);
  switch (country) {
    case 'CN':
      return random.pick([
        `No. ${n} ${random.pick(CN_ROADS)} Road, ${word} ${random.pick(CN_ZONES)}, ${city}`,
        `${n} ${random.pick(CN_ROADS)} Road, ${word} Town, ${city}, ${digits(random, 6)}`,
        `Building ${random.int(1, 12)}, No. ${n} ${random.pick(CN_ROADS)} Avenue, ${city}`,
      ]);
    case 'TW':
      return `No. ${n}, ${random.pick(CN_ROADS)} Rd., ${word} Dist., ${city} ${digits(random, 3)}`;
    case 'BD':
      return random.pick([
        `Plot ${n}, Road ${random.int(1, 30)}, ${random.pick(BD_AREAS)}, ${city}-${random.int(1200, 1750)}`,
        `Holding ${n}, ${random.pick(BD_AREAS)}, ${city}`,
        `${random.pick(BD_AREAS)} EPZ, Sector ${random.int(1, 8)}, ${city}`,
      ]);
    case 'IN':
      return random.pick([
        `SF No. ${n}/${random.int(1, 9)}, ${random.pick(STREETS)} Road, ${random.pick(IN_AREAS)}, ${city} - ${digits(random, 6)}`,
        `Plot No. ${n}, ${random.pick(IN_AREAS)}, ${city}`,
        `${n}, ${word} Nagar, ${city} ${digits(random, 6)}`,
      ]);
    case 'VN':
      return `Lot ${random.pick(['A', 'B', 'C', 'II-'])}${random.int(1, 40)}, ${random.pick(VN_ZONES)} Industrial Zone, ${word} Commune, ${city}`;
    case 'TR':
      return random.pick([
        `Organize Sanayi Bolgesi ${random.int(1, 20)}. Cadde No:${n}, ${city}`,
        `${word} Mah. ${random.pick(TR_STREETS)} Cad. No:${n}, ${digits(random, 5)} ${city}`,
      ]);
    case 'PK':
      return random.pick([
        `Plot No. ${n}, Sector ${random.int(1, 30)}-${random.pick(['A', 'B', 'C'])}, Industrial Area, ${city}`,
        `${random.int(2, 40)} km ${word} Road, ${city}`,
      ]);
    case 'KH':
      return `National Road No. ${random.int(1, 6)}, Phum ${word}, Khum ${random.pick(LOCAL_WORDS.KH!)}, ${city}`;
    case 'MM':
      return `Plot No. ${n}, ${word} Industrial Zone, ${random.pick(['Hlaing Tharyar', 'Shwe Pyi Thar', 'Mingaladon'])} Township, ${city}`;
    case 'ID':
      return `Jl. ${random.pick(ID_STREETS)} No. ${n}, Kawasan Industri ${word}, ${city} ${digits(random, 5)}`;
    case 'LK':
      return random.pick([
        `Lot ${n}, ${city} Export Processing Zone, ${city}`,
        `No. ${n}, ${random.pick(STREETS)} Road, ${city}`,
      ]);
    case 'TH':
      return `${n} Moo ${random.int(1, 12)}, Tambon ${word}, ${city} ${digits(random, 5)}`;
    case 'JP':
      return `${random.int(1, 9)}-${random.int(1, 30)}-${random.int(1, 20)} ${word}-cho, ${city}`;
    case 'KR':
      return `${n} ${word}-ro, ${city}`;
    case 'IT':
      return `Via ${word}, ${n}, ${digits(random, 5)} ${city}`;
    case 'PT':
      return `Rua ${word}, Nº ${n}, ${digits(random, 4)}-${digits(random, 3)} ${city}`;
    case 'BR':
      return `Rua ${random.pick(LATIN_STREETS)}, ${n} - ${city}`;
    case 'ES':
      return `Calle ${word}, ${n}, ${digits(random, 5)} ${city}`;
    case 'FR':
    case 'MA':
    case 'TN':
      return `${n} rue ${word}, ${digits(random, 5)} ${city}`;
    case 'DE':
    case 'AT':
      return `${word}straße ${n}, ${digits(random, country === 'DE' ? 5 : 4)} ${city}`;
    case 'US':
      return `${n} ${random.pick(['West', 'East', 'North', 'South'])} ${random.pick(STREETS)} St., ${city}, ${place.region} ${digits(random, 5)}`;
    case 'GB':
      return `Unit ${random.int(1, 40)}, ${word} Industrial Estate, ${city}`;
    case 'MX':
    case 'HN':
    case 'GT':
    case 'SV':
    case 'NI':
    case 'DO':
    case 'CO':
    case 'PE':
      return random.pick([
        `Km ${random.int(2, 40)} Carretera a ${city}, Zona Industrial ${word}, ${city}`,
        `Calle ${random.pick(LATIN_STREETS)} ${n}, ${city}`,
        `Parque Industrial ${word}, Edificio ${random.int(1, 20)}, ${city}`,
      ]);
    default:
      return random.pick([
        `${n} ${random.pick(STREETS)} Street, ${city}`,
        `${random.pick(STREETS)} Road ${n}, ${word} Industrial Area, ${city}`,
      ]);
  }
}

const ABBREVIATIONS: [RegExp, string][] = [
  [/\bRoad\b/g, 'Rd'],
  [/\bStreet\b/g, 'St'],
  [/\bIndustrial\b/g, 'Ind.'],
  [/\bNumber\b|\bNo\. /g, '#'],
  [/\bDistrict\b/g, 'Dist'],
];

/** How another contributor writes the same address: capitals, abbreviations, or without the city. */
export function addressVariant(random: Random, address: string, city: string): string {
  const roll = random.next();
  if (roll < 0.4) return address;
  if (roll < 0.6) return address.toUpperCase();
  if (roll < 0.8) return ABBREVIATIONS.reduce((text, [pattern, short]) => text.replace(pattern, short), address);
  if (roll < 0.9) return address.replace(/,\s*/g, ' ');
  // Some lists put the city first.
  return `${city}, ${address.replace(new RegExp(`,?\\s*${city.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`), '')}`;
}
