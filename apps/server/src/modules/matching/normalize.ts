/**
 * How names and addresses are made comparable before scoring: case, accents and punctuation
 * folded, letters spaced out joined, legal forms dropped from names, common address
 * abbreviations and zone names written one way.
 */

/** Text split in words and what stands between them ('g', ' ', 'r', '.  ', ...). */
const PIECES = /[\p{L}\p{N}]+|[^\p{L}\p{N}]+/gu;
/** What may stand between two letters of one spaced-out word: a space, a dot, or both. */
const IN_A_WORD = /^(?: |\.|\. )$/;
/** Fewest letters in a run of single letters that is one word written apart, not initials ('S. A.'). */
const SPACED_RUN = 3;

/**
 * Runs of single letters written apart, as PDF and OCR extraction leave them, joined:
 * 'g r e e n v a l l e y' -> 'greenvalley', 'B.E.P.Z' -> 'BEPZ', 's u n r i s e  k n i t' ->
 * 'sunrise  knit' (two spaces, a comma or a bracket end the run). A digit in the run is kept in
 * it ('u n i t 2' -> 'unit2'). Runs of two ('S. A.', 'P.O.') are left: initials, not a word.
 */
export function joinSpacedLetters(text: string): string {
  const pieces = text.match(PIECES) ?? [];
  const isSingle = (piece: string | undefined) => piece?.length === 1 && /[\p{L}\p{N}]/u.test(piece);
  let out = '';
  for (let i = 0; i < pieces.length; i++) {
    if (!isSingle(pieces[i])) {
      out += pieces[i];
      continue;
    }
    // The run: single letters with a space or a dot between each two.
    let end = i;
    while (IN_A_WORD.test(pieces[end + 1] ?? '') && isSingle(pieces[end + 2])) end += 2;
    const run = pieces.slice(i, end + 1);
    const letters = run.filter((piece) => /\p{L}/u.test(piece)).length;
    out += letters >= SPACED_RUN ? run.filter((_, k) => k % 2 === 0).join('') : run.join('');
    i = end;
  }
  return out;
}

/** Lower case, accents removed, '&' as 'and', every run of other non-letters/digits one space. */
export function foldText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * 'M/s.' (Messrs, before Indian firms' names) and apostrophes inside words ("Mohale's", "Chang'an")
 * left out: neither leaves a letter standing alone.
 */
const withoutMessrs = (name: string) => name.replace(/^\s*m\/s\.?\s*/i, '').replace(/(\p{L})['’`](\p{L})/gu, '$1$2');

/** Accents taken off before the dotted legal forms are read: 'A.Ş.' is 'A.S.'. */
const withoutAccents = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '');

/** Legal forms and the filler words around them, in the languages of supplier lists. */
const LEGAL_WORDS = new Set([
  'ltd',
  'limited',
  'co',
  'company',
  'corp',
  'corporation',
  'inc',
  'incorporated',
  'llc',
  'plc',
  'pvt',
  'private',
  'pte',
  'pty',
  'public',
  'sa',
  'sas',
  'sarl',
  'srl',
  'spa',
  'snc',
  'sl',
  'gmbh',
  'ag',
  'kg',
  'bv',
  'nv',
  'lda',
  'ltda',
  'sac',
  'sae',
  'cv',
  'rl',
  'jsc',
  'jsco',
  'tnhh',
  'cong',
  'ty',
  'pt',
  'tbk',
  'as',
  'sti',
  'san',
  've',
  'tic',
  'eood',
  'ood',
  'sro',
  'kft',
  'sp',
  'zoo',
  'oy',
  'ab',
  'bhd',
  'sdn',
  'the',
  'of',
  'and',
  'joint',
  'stock',
  'llp',
  'unipessoal',
  'eirl',
  'cia',
]);
/** Dotted legal forms that fold into letters ('S.A. de C.V.' -> 's a de c v'): joined before word removal. */
const DOTTED =
  /\b(?:s\.?\s?a\.?\s?de\s?c\.?\s?v|s\.?\s?de\s?r\.?\s?l\.?(?:\s?de\s?c\.?\s?v)?|s\.?\s?a\.?\s?r\.?\s?l|s\.?\s?a\.?\s?s|s\.?\s?a\.?\s?e|s\.?\s?a\.?\s?c|s\.?\s?r\.?\s?l|s\.?\s?p\.?\s?a|s\.?\s?n\.?\s?c|s\.?\s?a|s\.?\s?l|l\.?\s?l\.?\s?c|b\.?\s?v|n\.?\s?v|a\.?\s?s|sp\.?\s?z\s?o\.?\s?o|s\.?\s?r\.?\s?o)\.?(?=\s|$|,|\))/giu;

export const isLegalWord = (word: string) => LEGAL_WORDS.has(word);

/**
 * A word that is legal forms written as one ('coltd', 'pvtltd', 'sdnbhd', as a spaced-out or
 * run-together name leaves them): two or more legal words, the last a form of three letters or
 * more, so that brands of two short ones ('asco', 'saco') stay names.
 */
export function isLegalCompound(word: string): boolean {
  if (word.length < 4 || LEGAL_WORDS.has(word)) return false;
  return splitsIntoLegalWords(word, true);
}

function splitsIntoLegalWords(word: string, last: boolean): boolean {
  for (let at = word.length - 2; at >= 0; at--) {
    const tail = word.slice(at);
    if (!LEGAL_WORDS.has(tail) || (last && (tail.length < 3 || NOT_A_FORM.has(tail)))) continue;
    if (at === 0) return !last;
    if (LEGAL_WORDS.has(word.slice(0, at)) || splitsIntoLegalWords(word.slice(0, at), false)) return true;
  }
  return false;
}

/** Legal words that are no legal form of their own: fillers, and parts of longer forms ('San. ve Tic.', 'Cong ty'). */
const NOT_A_FORM = new Set([
  'the',
  'of',
  'and',
  'san',
  've',
  'tic',
  'cong',
  'ty',
  'pt',
  'tbk',
  'unipessoal',
  'cia',
  'public',
  'joint',
  'stock',
]);
/** One spelling for each legal form written out or abbreviated. */
const FORM_SPELLING: Record<string, string> = {
  limited: 'ltd',
  company: 'co',
  corporation: 'corp',
  incorporated: 'inc',
  private: 'pvt',
  jsco: 'jsc',
  tnhh: 'ltd',
};

/**
 * The legal forms a name states ('Co., Ltd.' -> co, ltd; 'S.A. de C.V.' -> sa, cv), each in one
 * spelling, so that two names can be told to state different ones.
 */
export function legalForms(name: string): Set<string> {
  const forms = new Set<string>();
  const rest = withoutAccents(joinSpacedLetters(name)).replace(DOTTED, (dotted) => {
    // 'S.A. de C.V.' states S.A. and C.V.: a name that says only 'S.A.' states no other form.
    for (const form of foldText(dotted).replace(/ /g, '').split('de')) if (form) forms.add(form);
    return ' ';
  });
  const folded = foldText(rest);
  for (const word of folded.split(' ')) {
    if (LEGAL_WORDS.has(word) && !NOT_A_FORM.has(word)) forms.add(FORM_SPELLING[word] ?? word);
    else if (isLegalCompound(word)) for (const form of legalWordsOf(word)) forms.add(FORM_SPELLING[form] ?? form);
  }
  // 'Joint Stock Company' is one form of its own, not the 'Co.' of 'Co., Ltd.'.
  if (/\bjoint stock\b/.test(folded)) {
    forms.add('jsc');
    forms.delete('co');
  }
  return forms;
}

/** The legal forms of a legal compound, longest first from its end ('pvtltd' -> pvt, ltd). */
function legalWordsOf(word: string): string[] {
  for (let at = 0; at < word.length - 1; at++) {
    const head = word.slice(0, at + 1);
    if (!LEGAL_WORDS.has(head)) continue;
    const rest = word.slice(at + 1);
    if (LEGAL_WORDS.has(rest)) return [head, rest].filter((form) => !NOT_A_FORM.has(form));
    const tail = rest.length >= 4 ? legalWordsOf(rest) : [];
    if (tail.length > 0) return [...(NOT_A_FORM.has(head) ? [] : [head]), ...tail];
  }
  return [];
}

/**
 * Numbers of units and branches written as Roman numerals (also as OCR reads 'II': 'll') or in
 * words: 'Saigon II', 'Saigon ll' and 'Saigon Two' are 'saigon 2', so that evidence.ts compares
 * them as unit numbers ('III' / 'II' differ).
 */
const UNIT_NUMBERS: Record<string, string> = {
  ii: '2',
  ll: '2',
  iii: '3',
  lll: '3',
  iv: '4',
  vi: '6',
  vii: '7',
  viii: '8',
  ix: '9',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
};

/** A facility name reduced to its distinguishing words. */
export function normalizeName(name: string): string {
  const joined = joinSpacedLetters(withoutMessrs(name));
  const undotted = withoutAccents(joined).replace(DOTTED, ' ');
  const words = foldText(undotted)
    .split(' ')
    .filter((word) => word && !LEGAL_WORDS.has(word) && !isLegalCompound(word))
    .map((word) => UNIT_NUMBERS[word] ?? word);
  // A name made only of legal words ('The Company Ltd') keeps what it has.
  return words.length > 0 ? words.join(' ') : foldText(joined);
}

/**
 * The exact-match rule: a row and a facility whose normalised names and addresses are equal are
 * one place. `row` is given normalised (normalizeName, normalizeAddress).
 */
export function isSamePlace(
  row: { name: string; address: string },
  facility: { name: string; address: string },
): boolean {
  return normalizeName(facility.name) === row.name && normalizeAddress(facility.address) === row.address;
}

/** Address abbreviations written out, so 'Rd' and 'Road' are one word. */
const ADDRESS_WORDS: Record<string, string> = {
  rd: 'road',
  st: 'street',
  str: 'street',
  strasse: 'street',
  ave: 'avenue',
  av: 'avenue',
  avda: 'avenue',
  blvd: 'boulevard',
  hwy: 'highway',
  dist: 'district',
  distt: 'district',
  ind: 'industrial',
  indl: 'industrial',
  ind1: 'industrial',
  estt: 'estate',
  est: 'estate',
  bldg: 'building',
  bld: 'building',
  fl: 'floor',
  flr: 'floor',
  rm: 'room',
  vill: 'village',
  vil: 'village',
  vlg: 'village',
  twp: 'township',
  tsp: 'township',
  prov: 'province',
  jl: 'jalan',
  jln: 'jalan',
  mah: 'mahallesi',
  mh: 'mahallesi',
  cad: 'caddesi',
  cd: 'caddesi',
  sok: 'sokak',
  sk: 'sokak',
  osb: 'organize sanayi bolgesi',
  cty: 'city',
  ctr: 'center',
  centre: 'center',
  sq: 'square',
  ln: 'lane',
  dr: 'drive',
  pl: 'place',
  hq: 'headquarters',
  opp: 'opposite',
  epz: 'export processing zone',
  sez: 'special economic zone',
  ipz: 'industrial park zone',
  mfg: 'manufacturing',
  intl: 'international',
  natl: 'national',
  n: 'north',
  s: 'south',
  e: 'east',
  w: 'west',
  zn: 'zone',
  pk: 'park',
  tn: 'town',
  sec: 'sector',
  ph: 'phase',
  gf: 'ground floor',
};
/** Address words that carry no place: 'No. 12' and '12' are the same number. */
const ADDRESS_FILLER = new Set(['no', 'nos', 'number', 'num', 'nr', 'the', 'of', 'at', 'and']);

/**
 * Zones and estates as lists write them, abbreviated or in the country's language, each in one
 * spelling (applied after ADDRESS_WORDS, so 'epz' is already 'export processing zone'). Longest
 * first where one phrase starts another.
 */
const ZONE_PHRASES: [string, string][] = [
  ['kawasan pemrosesan ekspor', 'export processing zone'],
  ['khu che xuat', 'export processing zone'],
  ['kcx', 'export processing zone'],
  ['export process zone', 'export processing zone'],
  ['export processing area', 'export processing zone'],
  ['zona procesadora de exportacion', 'export processing zone'],
  ['organize sanayi bolgesi', 'organize sanayi bolgesi'],
  ['organized industrial zone', 'organize sanayi bolgesi'],
  ['organize sanayi', 'organize sanayi bolgesi'],
  ['sanayi sitesi', 'industrial estate'],
  ['san sit', 'industrial estate'],
  ['zona economica especial', 'special economic zone'],
  ['zona franca', 'free zone'],
  ['zone franche', 'free zone'],
  ['zona libre', 'free zone'],
  ['free trade zone', 'free zone'],
  ['freezone', 'free zone'],
  ['ftz', 'free zone'],
  ['parque industrial', 'industrial park'],
  ['parc industriel', 'industrial park'],
  ['zona industrial', 'industrial zone'],
  ['zone industrielle', 'industrial zone'],
  ['poligono industrial', 'industrial zone'],
  ['pol industrial', 'industrial zone'],
  ['kawasan industri', 'industrial zone'],
  ['khu cong nghiep', 'industrial zone'],
  ['kcn', 'industrial zone'],
  ['kiz', 'industrial zone'],
  ['zi', 'industrial zone'],
  ['z i', 'industrial zone'],
  ['qiz', 'qualifying industrial zone'],
];
const ZONES = ZONE_PHRASES.map(([phrase, spelling]) => ({ words: phrase.split(' '), spelling: spelling.split(' ') }));
/** A zone's initial glued to its abbreviation ('BEPZ', 'DEPZ', 'CEPZ'): the zone, the town says which. */
const NAMED_ZONE = /^[a-z](epz|sez)$/;

/** A number glued to a word ('12sector', 'lane1888', 'a11'), not an ordinal ('1st', '2nd'). */
const GLUED_NUMBER = /(?<=\p{L})(?=\d)|(?<=\d)(?=\p{L})/gu;
const ORDINAL = /^\d+(?:st|nd|rd|th|er|eme)$/;

/** An address with abbreviations expanded, zones spelt one way and filler dropped; word order kept. */
export function normalizeAddress(address: string): string {
  const words: string[] = [];
  for (const folded of foldText(joinSpacedLetters(address)).split(' ')) {
    for (const word of ORDINAL.test(folded) ? [folded] : folded.split(GLUED_NUMBER)) {
      if (!word || ADDRESS_FILLER.has(word)) continue;
      const named = NAMED_ZONE.exec(word);
      words.push(...(ADDRESS_WORDS[named ? named[1]! : word] ?? word).split(' '));
    }
  }
  return spellZones(words).join(' ');
}

function spellZones(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const zone = ZONES.find(({ words: phrase }) => phrase.every((word, k) => words[i + k] === word));
    if (zone) {
      out.push(...zone.spelling);
      i += zone.words.length - 1;
    } else out.push(words[i]!);
  }
  return out;
}

/**
 * Words many unrelated facilities share: trades, products, places of the business world. They
 * count for little, so 'Rungruang Textile Mills' and 'Thai Textile Mills' stay different.
 */
export const GENERIC_NAME_WORDS = new Set([
  'garment',
  'garments',
  'textile',
  'textiles',
  'apparel',
  'apparels',
  'fashion',
  'fashions',
  'knit',
  'knitting',
  'knits',
  'knitwear',
  'composite',
  'industries',
  'industrial',
  'industry',
  'manufacturing',
  'manufacturer',
  'manufacturers',
  'factory',
  'mill',
  'mills',
  'international',
  'enterprise',
  'enterprises',
  'group',
  'trading',
  'export',
  'exports',
  'exporters',
  'products',
  'product',
  'sweater',
  'sweaters',
  'shoes',
  'shoe',
  'footwear',
  'footwears',
  'leather',
  'goods',
  'denim',
  'denims',
  'wear',
  'wears',
  'sportswear',
  'home',
  'furnishings',
  'furniture',
  'electric',
  'electrical',
  'electronic',
  'electronics',
  'technology',
  'tech',
  'crafts',
  'craft',
  'toys',
  'toy',
  'printing',
  'prints',
  'print',
  'dyeing',
  'spinning',
  'weaving',
  'accessories',
  'plastic',
  'plastics',
  'clothing',
  'clothes',
  'wash',
  'washing',
  'design',
  'designs',
  'global',
  'holdings',
  'fabrics',
  'fabric',
  'yarn',
  'yarns',
  'cotton',
  'knitting',
  'processing',
  'production',
  'works',
  'unit',
  'branch',
  'new',
  'sourcing',
  'towels',
  'terry',
  'bags',
  'gifts',
  'hardware',
  'packaging',
  'foods',
  'food',
  'agro',
  'tannery',
  'lingerie',
  'sewing',
  'embroidery',
  'outerwear',
  'confecciones',
  'confeccoes',
  'confection',
  'textil',
  'tekstil',
  'giyim',
  'konfeksiyon',
  'industrias',
  'industria',
  'sanayi',
  'may',
  'det',
  'san',
  'xuat',
  'vestuario',
  'calcado',
  'calzado',
  'bekleidung',
  'abbigliamento',
  'confezioni',
  'tessile',
  'china',
  'india',
  'bangladesh',
  'vietnam',
  'cambodia',
  'indonesia',
  'thailand',
  'pakistan',
  'sri',
  'lanka',
  'turkey',
  'myanmar',
  'hong',
  'kong',
  'asia',
  'pacific',
  'overseas',
  'national',
]);

/** Address words that say what kind of place, not which one. */
export const GENERIC_ADDRESS_WORDS = new Set([
  'road',
  'street',
  'avenue',
  'lane',
  'industrial',
  'zone',
  'area',
  'park',
  'estate',
  'district',
  'town',
  'city',
  'village',
  'commune',
  'township',
  'province',
  'county',
  'sector',
  'block',
  'plot',
  'lot',
  'building',
  'floor',
  'unit',
  'export',
  'processing',
  'economic',
  'development',
  'high',
  'tech',
  'science',
  'technology',
  'jalan',
  'kawasan',
  'industri',
  'moo',
  'tambon',
  'calle',
  'rua',
  'via',
  'rue',
  'mahallesi',
  'caddesi',
  'sokak',
  'organize',
  'sanayi',
  'bolgesi',
  'cadde',
  'holding',
  'nagar',
  'phase',
  'km',
  'carretera',
  'parque',
  'edificio',
  'zona',
  'khu',
  'cong',
  'nghiep',
  'phum',
  'khum',
  'national',
  'free',
  'special',
  'qualifying',
]);
