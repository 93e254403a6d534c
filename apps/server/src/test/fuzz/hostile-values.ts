/**
 * Values an attacker sends instead of the expected ones: wrong types, huge and deep values, unicode
 * edge cases, NUL, lone surrogates, numbers at the limits. Drawn from a seeded generator, so a
 * failing request can be made again from its seed.
 */
import { createRandom } from '../../db/seed/random.ts';

/** The demo seed's generator (mulberry32), drawing int(n) in 0 … n - 1 as the fuzzer does. */
export function seededRandom(seed: number) {
  const random = createRandom(seed);
  return { next: random.next, int: (n: number) => random.int(0, n - 1), chance: random.chance, pick: random.pick };
}
export type Random = ReturnType<typeof seededRandom>;

/** JSON text written as is: numbers JSON.stringify cannot produce (1e400, -0, 2^53 + 1) and escapes. */
export class RawJson {
  constructor(readonly text: string) {}
}

export const HOSTILE_TEXTS: readonly string[] = [
  '',
  ' ',
  '  padded  ',
  '\t\n',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udc00',
  '\udbff\udfff',
  '😀',
  'e\u0301',
  '\u202egnp.exe',
  '\ufeffbom',
  '\u200b',
  'ß',
  'İ',
  '\uffff',
  '\u{10ffff}',
  '中文工厂',
  'مصنع',
  'Ω≈ç√∫',
  "' OR '1'='1",
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '%',
  '_',
  '\\',
  '%00',
  '%ED%A0%80',
  '../../etc/passwd',
  '..\\..\\boot.ini',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '-1',
  '0',
  '1',
  '1.5',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '9007199254740993',
  '2147483648',
  '-2147483649',
  '0x10',
  '1,5',
  ' 1',
  '١٢٣',
  '00000001',
  '2024-02-30',
  '0000-00-00',
  '99999-01-01',
  'true',
  'false',
  'null',
  'undefined',
  '[]',
  '{}',
  'BD2024001AAAAAA',
  'bd2024001aaaaaa',
  'BD2024001AAAAA',
  'a@b',
  'admin@example.com',
  'CLOSED',
  'OPEN',
  'PENDING',
  'APPROVED',
  'REJECTED',
  'csv',
  'xlsx',
  '#2e7d32',
  'javascript:alert(1)',
  'https://example.com/' + 'a'.repeat(300),
  'a'.repeat(201),
  'a'.repeat(5_000),
  'é'.repeat(3_000),
];

const HUGE_TEXT = 'x'.repeat(200_000);

/** A text for a query parameter, path segment or form field. */
export function hostileText(random: Random): string {
  if (random.chance(0.03)) return 'Ünïcødé '.repeat(random.int(2_000));
  return random.pick(HOSTILE_TEXTS);
}

const NUMBERS = [
  '0',
  '-0',
  '-1',
  '1',
  '1.5',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e308',
  '-1e308',
  '1e400',
  '-1e400',
  '1e-400',
  '0.1e1',
  '123456789012345678901234567890',
];

/** Nesting up to the limit of 64 levels and past it. */
const nested = (depth: number) => new RawJson('['.repeat(depth) + ']'.repeat(depth));

/** A JSON value of any type, sometimes huge or deep. */
export function hostileJson(random: Random, depth = 0): unknown {
  switch (random.int(depth > 2 ? 6 : 10)) {
    case 0:
      return hostileText(random);
    case 1:
      return new RawJson(random.pick(NUMBERS));
    case 2:
      return random.pick([null, true, false, 0, -1, 1]);
    case 3:
      return new RawJson(`"${random.pick(['\\ud800', '\\udfff', 'a\\u0000b', '\\ud83d\\ude00', '\\/', '\\b\\f'])}"`);
    case 4:
      return random.pick([[], {}, '']);
    case 5:
      return hostileText(random);
    case 6:
      return Array.from({ length: random.int(4) + 1 }, () => hostileJson(random, depth + 1));
    case 7:
      return Object.fromEntries(
        Array.from({ length: random.int(3) + 1 }, () => [
          random.pick(['lat', 'lng', 'min', 'max', 'name', '__proto__', 'constructor', '']),
          hostileJson(random, depth + 1),
        ]),
      );
    case 8:
      return random.chance(0.5)
        ? nested(random.pick([10, 63, 64, 65, 200]))
        : new RawJson(
            random.pick(['{"__proto__": {"polluted": true}}', '{"constructor": {"prototype": {"polluted": true}}}']),
          );
    default:
      return random.chance(0.3) ? HUGE_TEXT : Array.from({ length: random.pick([100, 1_000, 20_000]) }, (_, i) => i);
  }
}

/** JSON text of a value that may hold RawJson parts. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}
