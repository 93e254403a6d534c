import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { compileSource } from '@/lib/i18n/compile.ts';
import { LANGUAGES, SOURCE_LANGUAGE } from '@/lib/i18n/languages.ts';

type Catalog = Record<string, string>;
const read = (code: string): Catalog =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `${code}.json`), 'utf8')) as Catalog;

/**
 * A catalog's keys as written, one a line: JSON.parse keeps the last of two equal keys and says
 * nothing, so a key added twice (by two changes at once) is only seen in the text.
 */
const keysAsWritten = (code: string): string[] =>
  [
    ...fs
      .readFileSync(path.join(import.meta.dirname, `${code}.json`), 'utf8')
      .matchAll(/^\s*("(?:[^"\\]|\\.)*")\s*:/gm),
  ].map((match) => JSON.parse(match[1]!) as string);

const english = read(SOURCE_LANGUAGE);
const translations = LANGUAGES.filter(({ code }) => code !== SOURCE_LANGUAGE).map(({ code }) => ({
  code,
  catalog: read(code),
}));

/**
 * Messages a translation may leave as in English: proper names, the same in every language, and
 * the words a language took from English as they are (Portuguese 'Menu'). Nothing else.
 */
const SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = new Set(['API', 'OS ID:']);
const SAME_WORD_IN: Partial<Record<string, readonly string[]>> = {
  pt: ['Menu', 'Blog'],
  tr: ['Blog'],
};

/** Whether a message has words of its own to translate ('{filter}: {value}' has none). */
const hasWords = (message: string) => /\p{L}/u.test(message.replace(/\{[^{}]*\}/g, ''));

type Compiled = ReturnType<typeof compileMessage>;

/** A message's placeholders ({name}, plurals' and selects' own) and markup tags (<0>), sorted. */
function placeholders(message: string): string[] {
  const found: string[] = [];
  const walk = (tokens: Compiled) => {
    for (const token of typeof tokens === 'string' ? [tokens] : tokens) {
      if (typeof token === 'string') {
        for (const [tag] of token.matchAll(/<\/?\d+\/?>/g)) found.push(tag);
      } else {
        const [name, kind, options] = token as [string, string?, Record<string, Compiled>?];
        found.push(kind ? `{${name}, ${kind}}` : `{${name}}`);
        // A plural's options hold its branches, and `offset` (undefined unless given).
        for (const option of Object.values(options ?? {})) if (Array.isArray(option)) walk(option);
      }
    }
  };
  walk(compileMessage(message));
  return [...new Set(found)].sort();
}

describe('the message catalogs', () => {
  it("see a message's placeholders, its plural's branches and its markup", () => {
    expect(placeholders('{count, plural, one {{n} facility} other {{n} facilities}} in <0>{country}</0>')).toEqual([
      '</0>',
      '<0>',
      '{count, plural}',
      '{country}',
      '{n}',
    ]);
    expect(hasWords('{filter}: {value}')).toBe(false);
  });

  it('English: each message is its own key, valid ICU, and reads as written (no apostrophe eaten)', () => {
    for (const [id, message] of Object.entries(english)) {
      expect(message).toBe(id);
      if (placeholders(message).length === 0) expect([id, compileMessage(message)]).toEqual([id, [message]]);
    }
  });

  it("the app's small compiler reads every message of every catalog as Lingui's compiler does", () => {
    for (const catalog of [english, ...translations.map((translation) => translation.catalog)])
      for (const message of Object.values(catalog)) expect(compileSource(message)).toEqual(compileMessage(message));
    const plural = '{count, plural, =0 {none} one {# facility} other {# facilities, # in all}} in {country}';
    expect(compileSource(plural)).toEqual(compileMessage(plural));
    const select = '{kind, select, brand {A brand {name}} other {Other}}';
    expect(compileSource(select)).toEqual(compileMessage(select));
  });

  it.each(LANGUAGES)('$code writes each key once', ({ code }) => {
    const keys = keysAsWritten(code);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    // Every key was read from the text: none is written in a way the pattern misses.
    expect(keys.length).toBe(Object.keys(read(code)).length);
  });

  it.each(translations)('$code has every key of English and no other', ({ catalog }) => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(translations)("$code keeps each message's placeholders and tags, adding none", ({ catalog }) => {
    for (const [id, message] of Object.entries(catalog))
      expect([id, placeholders(message)]).toEqual([id, placeholders(english[id] ?? '')]);
  });

  it.each(translations)('$code translates every message but names', ({ code, catalog }) => {
    const untranslated = Object.keys(catalog).filter(
      (id) =>
        catalog[id] === english[id] &&
        hasWords(id) &&
        !SAME_IN_EVERY_LANGUAGE.has(id) &&
        !SAME_WORD_IN[code]?.includes(id),
    );
    expect(untranslated).toEqual([]);
    for (const [id, message] of Object.entries(catalog)) expect([id, message.trim()]).not.toEqual([id, '']);
  });
});
