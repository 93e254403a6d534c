import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageOf } from './languages.ts';

describe('languageOf', () => {
  it("maps a browser's tags to the app's languages", () => {
    expect(
      ['pt-BR', 'pt-PT', 'bn-BD', 'hi-IN', 'tr-TR', 'en-GB', 'zh-CN', 'zh-Hans', 'zh', 'zh-SG'].map(languageOf),
    ).toEqual(['pt', 'pt', 'bn', 'hi', 'tr', 'en', 'zh-Hans', 'zh-Hans', 'zh-Hans', 'zh-Hans']);
  });

  it('has no catalog for traditional Chinese, other languages or nonsense', () => {
    expect(['zh-TW', 'zh-Hant', 'zh-HK', 'fr-FR', 'de', '', 'not a tag!'].map(languageOf)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('chooseLanguage', () => {
  it('takes ?lang= first, then the remembered choice, then the first browser language the app has', () => {
    expect(chooseLanguage({ query: 'tr', stored: ['bn', null], preferred: ['pt-BR'] })).toBe('tr');
    expect(chooseLanguage({ query: null, stored: [null, 'bn'], preferred: ['pt-BR'] })).toBe('bn');
    expect(chooseLanguage({ query: 'xx', stored: [null, null], preferred: ['fr', 'zh-TW', 'hi-IN', 'pt'] })).toBe('hi');
    expect(chooseLanguage({ query: null, stored: [], preferred: ['fr-FR', 'de'] })).toBe('en');
  });
});
