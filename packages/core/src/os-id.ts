import { isCountryCode } from './countries.ts';

/** Crockford base-32: digits and letters without I, L, O and U. */
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const OS_ID_LENGTH = 15;

const SHAPE = /^[A-Z]{2}\d{4}\d{3}[0-9A-HJKMNP-TV-Z]{6}$/;

/**
 * Check character: the Crockford symbol at (code of country letter 1 + code of country
 * letter 2 + the Crockford indexes of the 12 characters after the country) mod 32.
 */
export function osIdCheckCharacter(first14: string): string {
  let sum = first14.charCodeAt(0) + first14.charCodeAt(1);
  for (const char of first14.slice(2, 14)) sum += CROCKFORD.indexOf(char);
  return CROCKFORD[sum % 32]!;
}

/** Upper-cases and strips hyphens and spaces, the forms people paste IDs in. */
export function normalizeOsId(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function isValidOsId(value: string): boolean {
  const id = normalizeOsId(value);
  if (!SHAPE.test(id) || !isCountryCode(id.slice(0, 2))) return false;
  const dayOfYear = Number(id.slice(6, 9));
  if (dayOfYear < 1 || dayOfYear > 366) return false;
  return osIdCheckCharacter(id) === id[14];
}

function dayOfYear(date: Date): number {
  const start = Date.UTC(date.getUTCFullYear(), 0, 1);
  return Math.floor((date.getTime() - start) / 86_400_000) + 1;
}

const SPACE = 32 ** 5; // 2^25 values of the five random characters

/** An invertible mix of 25-bit numbers: distinct inputs give distinct, scattered outputs. */
function scramble(value: number): number {
  let x = value % SPACE;
  x ^= x >>> 13;
  x = Number((BigInt(x) * 0x1e3779bn) % BigInt(SPACE)); // odd multiplier: a bijection mod 2^25
  x ^= x >>> 11;
  return x;
}

export type OsIdGenerator = (countryCode: string, date?: Date) => string;

/**
 * Makes an OS ID generator. Its five characters walk a scrambled counter from a random
 * start, so one generator never repeats itself within 2^25 IDs; IDs from other processes
 * may still clash, which the facilities primary key catches (callers retry). Pass a seeded
 * `random` for reproducible demo data.
 */
export function createOsIdGenerator(random: () => number = Math.random): OsIdGenerator {
  let next = Math.floor(random() * SPACE);
  return (countryCode, date = new Date()) => {
    const country = countryCode.toUpperCase();
    if (!isCountryCode(country)) throw new Error(`Unknown country code '${countryCode}'`);
    let code = scramble(next++);
    let suffix = '';
    for (let i = 0; i < 5; i++, code >>>= 5) suffix += CROCKFORD[code & 31];
    const body = `${country}${date.getUTCFullYear()}${String(dayOfYear(date)).padStart(3, '0')}${suffix}`;
    return body + osIdCheckCharacter(body);
  };
}

/** A new OS ID for a facility in `countryCode`, from the process-wide generator. */
export const generateOsId: OsIdGenerator = createOsIdGenerator();
