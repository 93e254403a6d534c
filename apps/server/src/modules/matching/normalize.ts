/**
 * How names and addresses are made comparable before scoring: case, accents and punctuation
 * folded, legal forms dropped from names, common address abbreviations written out.
 */

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
  /\b(?:s\.?\s?a\.?\s?de\s?c\.?\s?v|s\.?\s?de\s?r\.?\s?l\.?(?:\s?de\s?c\.?\s?v)?|s\.?\s?a\.?\s?s|s\.?\s?a\.?\s?e|s\.?\s?a\.?\s?c|s\.?\s?r\.?\s?l|s\.?\s?p\.?\s?a|s\.?\s?n\.?\s?c|s\.?\s?a|s\.?\s?l|l\.?\s?l\.?\s?c|b\.?\s?v|n\.?\s?v|a\.?\s?s|sp\.?\s?z\s?o\.?\s?o|s\.?\s?r\.?\s?o)\.?(?=\s|$|,|\))/giu;

export const isLegalWord = (word: string) => LEGAL_WORDS.has(word);

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
  const rest = name.replace(DOTTED, (dotted) => {
    // 'S.A. de C.V.' states S.A. and C.V.: a name that says only 'S.A.' states no other form.
    for (const form of foldText(dotted).replace(/ /g, '').split('de')) if (form) forms.add(form);
    return ' ';
  });
  const folded = foldText(rest);
  for (const word of folded.split(' ')) {
    if (LEGAL_WORDS.has(word) && !NOT_A_FORM.has(word)) forms.add(FORM_SPELLING[word] ?? word);
  }
  // 'Joint Stock Company' is one form of its own, not the 'Co.' of 'Co., Ltd.'.
  if (/\bjoint stock\b/.test(folded)) {
    forms.add('jsc');
    forms.delete('co');
  }
  return forms;
}

/** A facility name reduced to its distinguishing words. */
export function normalizeName(name: string): string {
  const undotted = name.replace(DOTTED, ' ');
  const words = foldText(undotted)
    .split(' ')
    .filter((word) => word && !LEGAL_WORDS.has(word));
  // A name made only of legal words ('The Company Ltd') keeps what it has.
  return words.length > 0 ? words.join(' ') : foldText(name);
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

/** An address with abbreviations expanded and filler dropped; word order kept. */
export function normalizeAddress(address: string): string {
  const words: string[] = [];
  for (const word of foldText(address).split(' ')) {
    if (!word || ADDRESS_FILLER.has(word)) continue;
    words.push(ADDRESS_WORDS[word] ?? word);
  }
  return words.join(' ');
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
]);
