import { GENERIC_ADDRESS_WORDS, legalForms, normalizeAddress } from './normalize.ts';
import { cutInto, looksBroken, otherNameWords, wordLikeness } from './score.ts';
import { FAR_KM, KEPT_IF_NAMES_EQUAL, KEPT_OTHERWISE, NAMES_EQUAL, SAME_ADDRESS } from './tuning.ts';
export { FAR_KM, NAMES_EQUAL, SAME_ADDRESS } from './tuning.ts';

/**
 * What speaks for and against a row and a facility being one place, beyond the similarity
 * scores: numbers and legal forms that differ are signs of a look-alike (the facility a few doors
 * down, another unit of a chain, another company of one name), so such a pair is never matched
 * automatically and its confidence is lowered. Each reason is kept in words for the person who
 * reviews the match.
 */
export interface Evidence {
  /** What raised the confidence ('same name', 'same house number 12'). */
  raised: string[];
  /** What lowered it ('other house number 388 / 300'). */
  lowered: string[];
  /** Evidence that they are different places: never matched automatically. */
  conflicting: boolean;
}

/** Both sides as given (raw names, for their legal forms) and normalised (normalizeName, normalizeAddress). */
export interface Compared {
  rawName: string;
  name: string;
  address: string;
  /** The address as given, its parts apart (see otherPlace); unset, no part is compared. */
  rawAddress?: string;
}

/** What the evidence reads of one side whatever the other, worked out once per side object. */
interface SideFacts {
  nameNumbers: string[];
  addressNumbers: { short: string[]; postal: string[] };
  legalForms?: Set<string>;
  places?: AddressPlaces | null;
}

/**
 * Per side object: a row is weighed against tens of candidates, and the duplicate finder weighs one
 * facility's side against several others, so each side's numbers, legal forms and named places
 * are read once, not once a pair. Kept only while the side object lives.
 */
const sideFacts = new WeakMap<Compared, SideFacts>();

function factsOf(side: Compared): SideFacts {
  let facts = sideFacts.get(side);
  if (!facts) {
    facts = { nameNumbers: numbersOf(side.name).short, addressNumbers: numbersOf(side.address) };
    sideFacts.set(side, facts);
  }
  return facts;
}

function legalFormsOf(side: Compared): Set<string> {
  const facts = factsOf(side);
  facts.legalForms ??= legalForms(side.rawName);
  return facts.legalForms;
}

function placesOf(side: Compared): AddressPlaces | null {
  const facts = factsOf(side);
  if (facts.places === undefined) facts.places = side.rawAddress ? addressPlaces(side.rawAddress) : null;
  return facts.places;
}

/**
 * Numbers of a normalised text, each as often as it is written ('no 5, moo 5'): postal codes
 * (five digits or more) and the others (house, plot, unit numbers).
 */
function numbersOf(text: string): { short: string[]; postal: string[] } {
  const short: string[] = [];
  const postal: string[] = [];
  for (const number of text.match(/\d+/g) ?? [])
    (number.length >= 5 ? postal : short).push(number.replace(/^0+(?=\d)/, ''));
  return { short, postal };
}

/**
 * A number of each side the other lacks ('388', '300'), when both have one: then neither is
 * the other with parts left out. Counted as often as written, so '59 moo 5' and '5 moo 5' differ.
 */
function differing(a: string[], b: string[]): [string, string] | null {
  const onlyA = without(a, b);
  const onlyB = without(b, a);
  return onlyA.length > 0 && onlyB.length > 0 ? [onlyA[0]!, onlyB[0]!] : null;
}

/** The numbers of `a` left once each of `b` has taken away one equal to it. */
function without(a: string[], b: string[]): string[] {
  const left = [...a];
  for (const number of b) {
    const at = left.indexOf(number);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

const isSubset = (a: Set<string>, b: Set<string>) => [...a].every((x) => b.has(x));

/** The evidence of one pair, given its scores, and the confidence it leaves. */
export function weighEvidence(
  row: Compared,
  facility: Compared,
  scores: { nameScore: number; addressScore: number; distanceKm: number | null; confidence: number },
  /** Whether the name score was read with the spaces of one name ignored (compareNames). */
  { respaced = false }: { respaced?: boolean } = {},
): { evidence: Evidence; confidence: number } {
  const raised: string[] = [];
  const lowered: string[] = [];
  let conflicting = false;
  const against = (reason: string) => {
    lowered.push(reason);
    conflicting = true;
  };

  const { nameScore, addressScore, distanceKm } = scores;
  if (respaced && nameScore >= 0.8) raised.push('name alike once spaces are removed');
  else if (nameScore === 1) raised.push('same name');
  else if (nameScore >= 0.8) raised.push('name alike');
  else if (nameScore < 0.5) lowered.push('names differ');

  const [rowFacts, facilityFacts] = [factsOf(row), factsOf(facility)];
  const unit = differing(rowFacts.nameNumbers, facilityFacts.nameNumbers);
  if (unit) against(`other unit number ${unit[0]} / ${unit[1]}`);
  // A name spaced out or run together is compared as the other's words its letters spell.
  const [rowName, facilityName] = respaced
    ? [
        looksBroken(row.name) ? cutInto(row.name, facility.name) : row.name,
        looksBroken(facility.name) ? cutInto(facility.name, row.name) : facility.name,
      ]
    : [row.name, facility.name];
  // Names alike but each with a word the other lacks; wholly other names (a facility renamed) differ anyway.
  const words = nameScore >= 0.5 ? otherNameWords(rowName, facilityName) : null;
  if (words) against(`other name word ${words[0]} / ${words[1]}`);

  const formsRow = legalFormsOf(row);
  // Read only when the row states one: most candidates of a row without a legal form skip it.
  const formsFacility = formsRow.size > 0 ? legalFormsOf(facility) : new Set<string>();
  if (formsFacility.size > 0 && !isSubset(formsRow, formsFacility) && !isSubset(formsFacility, formsRow)) {
    against(`other legal form ${[...formsRow].join(' ')} / ${[...formsFacility].join(' ')}`);
  }

  if (addressScore === 1) raised.push('same address');
  else if (addressScore >= 0.6) raised.push('address alike');
  else if (addressScore < 0.3) lowered.push('addresses differ');
  const rowNumbers = rowFacts.addressNumbers;
  const facilityNumbers = facilityFacts.addressNumbers;
  const house = differing(rowNumbers.short, facilityNumbers.short);
  if (house) against(`other house number ${house[0]} / ${house[1]}`);
  else if (addressScore < 1 && rowNumbers.short.some((n) => facilityNumbers.short.includes(n)))
    raised.push('same house number');
  const postal = differing(rowNumbers.postal, facilityNumbers.postal);
  if (postal) against(`other postal code ${postal[0]} / ${postal[1]}`);
  const [rowPlaces, facilityPlaces] = [placesOf(row), placesOf(facility)];
  const place = rowPlaces && facilityPlaces ? otherPlaceOf(rowPlaces, facilityPlaces) : null;
  if (place) against(`other ${place.kind} ${place.a} / ${place.b}`);

  if (distanceKm !== null) {
    if (distanceKm > FAR_KM && addressScore < 0.5) against(`${Math.round(distanceKm)} km apart`);
    else if (distanceKm <= 2) raised.push('nearby');
  }

  const kept = !conflicting ? 1 : nameScore >= NAMES_EQUAL ? KEPT_IF_NAMES_EQUAL : KEPT_OTHERWISE;
  return {
    evidence: { raised, lowered, conflicting },
    confidence: Math.round(scores.confidence * kept * 100000) / 100000,
  };
}

/**
 * Whether a row and a facility have one address under other names — the same house numbers, no
 * other postal code, no other unit number in the names, and the street and town alike — so that
 * the facility may have been renamed or taken over: a person is asked (never matched
 * automatically), however unlike the names and whatever their legal forms.
 */
export function isSameAddressOtherName(
  row: Compared,
  facility: Compared,
  scores: { nameScore: number; addressScore: number },
): boolean {
  if (scores.addressScore < SAME_ADDRESS || scores.nameScore >= NAMES_EQUAL) return false;
  // Another unit of a chain keeps the compound's address; a new owner's legal form may differ.
  if (differing(factsOf(row).nameNumbers, factsOf(facility).nameNumbers)) return false;
  const rowNumbers = factsOf(row).addressNumbers;
  const facilityNumbers = factsOf(facility).addressNumbers;
  if (rowNumbers.short.length === 0 || facilityNumbers.short.length === 0) return false;
  if (differing(rowNumbers.short, facilityNumbers.short) || differing(rowNumbers.postal, facilityNumbers.postal))
    return false;
  return rowNumbers.short.some((n) => facilityNumbers.short.includes(n));
}

/**
 * Words that say what kind of named place a part of an address is ('Atlas Commune', 'Phum
 * Angkor', 'Sreepur EPZ', 'Tan Thuan Industrial Zone', 'Chartheka Road'), as normalizeAddress
 * spells them.
 */
const PLACE_KINDS = [
  'commune',
  'phum',
  'khum',
  'sangkat',
  'ward',
  'village',
  'zone',
  'park',
  'estate',
  'road',
  'street',
];

/** Each kind of place an address names in one of its parts (comma-separated), with that part's name words. */
function namedPlaces(address: string): Map<string, string[]> {
  const places = new Map<string, string[]>();
  for (const part of address.split(/[,;]/)) {
    const words = normalizeAddress(part).split(' ').filter(Boolean);
    const names = words.filter((word) => !/\d/.test(word) && word.length >= 3 && !GENERIC_ADDRESS_WORDS.has(word));
    if (names.length === 0) continue;
    for (const kind of PLACE_KINDS) if (words.includes(kind) && !places.has(kind)) places.set(kind, names);
  }
  return places;
}

/**
 * A place of one kind that both addresses name, by other names ('Atlas Commune' / 'Innexar
 * Commune', 'Sreepur EPZ' / 'Mirpur EPZ'): not one place, however alike the rest. A name is the
 * other's when a word of it is like one of the other's (a typo, another transliteration), is
 * anywhere in the other address, or both are one word written apart ('changsheng' / 'chang sheng').
 */
export function otherPlace(a: string, b: string): { kind: string; a: string; b: string } | null {
  return otherPlaceOf(addressPlaces(a), addressPlaces(b));
}

/** An address as given, read for otherPlace: the places it names, and its words. */
interface AddressPlaces {
  places: Map<string, string[]>;
  words: Set<string>;
}

const addressPlaces = (address: string): AddressPlaces => ({
  places: namedPlaces(address),
  words: new Set(normalizeAddress(address).split(' ')),
});

function otherPlaceOf(a: AddressPlaces, b: AddressPlaces): { kind: string; a: string; b: string } | null {
  const [placesA, placesB, wordsA, wordsB] = [a.places, b.places, a.words, b.words];
  for (const [kind, namesA] of placesA) {
    const namesB = placesB.get(kind);
    if (!namesB) continue;
    if (namesA.some((word) => wordsB.has(word)) || namesB.some((word) => wordsA.has(word))) continue;
    if (namesA.some((x) => namesB.some((y) => wordLikeness(x, y) > 0))) continue;
    if (wordLikeness(namesA.join(''), namesB.join('')) > 0) continue;
    return { kind, a: namesA.join(' '), b: namesB.join(' ') };
  }
  return null;
}
