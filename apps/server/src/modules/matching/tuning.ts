/**
 * The matcher's tuning: the thresholds, weights and bounds of candidate search (queries.ts),
 * scoring (score.ts, evidence.ts) and decisions (service.ts) in one place, each with what set it.
 * A change here moves the evaluations (bench/matching-eval.ts, bench/real-pairs.ts): run them again
 * and put the figures in bench/RESULTS.md.
 */

// evidence.ts

/** Points further apart than this, with addresses unlike, are in different towns. */
export const FAR_KM = 30;

/**
 * How much of its confidence a conflicting pair keeps: most when the names are one (a person may
 * still know them to be one place), little otherwise (another place of a like name is new).
 */
export const KEPT_IF_NAMES_EQUAL = 0.85;
export const KEPT_OTHERWISE = 0.75;
/** The name score from which two names are one (for what a conflicting pair keeps). */
export const NAMES_EQUAL = 0.9;

/** The address score from which two addresses of equal house numbers are one street and town. */
export const SAME_ADDRESS = 0.8;

// queries.ts

/**
 * pg_trgm's operator thresholds while candidates are searched by trigrams (defaults 0.3 and 0.6),
 * and the similarity a like word or a neighbour's address needs: fewer rows pass the index and
 * need rechecking, so matching runs ~1.7x faster; the evaluation in `npm run bench` loses under
 * 1 % of true matches to it (names with a typo in a short word).
 */
export const SIMILARITY_THRESHOLD = '0.4';
export const WORD_SIMILARITY_THRESHOLD = '0.7';

/** Facilities at one address read for the exact-match check (an industrial park's address can have dozens). */
export const AT_ADDRESS_ROWS = 50;

/** Facilities of other countries at the row's address read (a border zone's are a handful). */
export const ABROAD_ROWS = 5;

/** Roughly 2 km in degrees of latitude: the box in which neighbours count as candidates. */
export const NEAR_DEGREES = 0.02;

/** Letters of a name read for the words they spell: past this, a name is no name but text. */
export const RESPELL_LETTERS = 40;

/** The longest word looked for in a name's letters. */
export const RESPELL_WORD = 20;

/** Share of a respelled name's letters that must be in known words. */
export const RESPELL_KNOWN = 0.75;

/** Known words one typo away kept per word of the name (a short word can have dozens). */
export const TYPO_WORDS = 10;

/**
 * From this many facilities on, candidates are looked up by the name's words; below it the
 * trigram index alone is faster (its cost grows with all facilities, the words' with one name):
 * a 1,000-row list against 20,000 facilities matched in 23.5 s by trigrams, 44 s by words.
 */
export const WORD_LOOKUP_FACILITIES = 100_000;

/**
 * A word at most this many facilities of the country have is rare: a facility with it (or with
 * a word one typo away) is a candidate, however many of the name's other words it lacks.
 */
export const RARE_WORD_FACILITIES = 1_000;

/**
 * A name of no rare word: the facilities that have every one of its words up to this frequency
 * ('sentosa shoes' where both are common); past it a word is no help ('garment', 'ltd').
 */
export const SHARED_WORD_FACILITIES = 20_000;

/**
 * Candidates by rare words, best first. At 1.2M facilities a rare word can have a few hundred
 * holders and its like words as many again, so which of them go on to scoring decides recall.
 */
export const RARE_WORD_CANDIDATES = 100;

/** Candidates that have all of a name's shared words (best placed first). */
export const SHARED_WORD_CANDIDATES = 100;

/**
 * The address's words count for a candidate up to this many holders: past that they tell little,
 * and each costs a read of that many postings.
 */
export const ADDRESS_WORD_FACILITIES = 3_000;

/** A like word (one typo away) counts this much of a word written the same. */
export const LIKE_WORD_WEIGHT = 0.5;

/**
 * Like words kept per rare word, the likest first: a made-up or rare word of many alike
 * ('hengfeng') has dozens, whose thousands of holders cost more to rank than they add.
 */
export const LIKE_WORDS = 5;

/** Neighbours beyond this many are not read: in a dense industrial zone the name finds the rest. */
export const NEARBY_ROWS = 50;

/** Holders of an address word in the row's country past which it does not find a renamed facility (a town's or a long street's name). */
export const SAME_ADDRESS_HOLDERS = 200;

/** Holders of an address word in all countries past which it is not read (see sameAddress). */
export const SAME_ADDRESS_WORD_POSTINGS = 2_000;

/** Facilities the same-address tier hands to scoring. */
export const SAME_ADDRESS_ROWS = 10;

// score.ts

/** What reading a name without its spaces must add to the word score to count. */
export const RESPACED_GAIN = 0.05;

/** A respaced name is at most this alike: never 'same name', which the exact rule reads. */
export const RESPACED_MAX = 0.98;

/** Letters of a word that is most likely words run together (the seed's longest made-up names have 15). */
export const RUN_TOGETHER = 16;

/** A name similarity below this caps the confidence at it, whatever the address and distance. */
export const WEAK_NAME = 0.5;

// service.ts

/** How far the best candidate must lead the runner-up for an automatic match. */
export const AUTOMATIC_MARGIN = 0.05;

/** Rows the index search hands to scoring; scoring then keeps the best `limit`. */
export const SEARCH_ROWS = 40;
