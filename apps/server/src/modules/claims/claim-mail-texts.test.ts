import { describe, expect, it } from 'vitest';
import { CLAIM_LANGUAGES, requestLanguage } from './claim-language.ts';
import { CLAIM_MAIL_TEXTS, fill } from './claim-mail-texts.ts';
import { claimantMessage, claimDecisionMessage } from './emails.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const english = CLAIM_MAIL_TEXTS.en;
const others = CLAIM_LANGUAGES.filter((code) => code !== 'en').map((code) => ({ code, texts: CLAIM_MAIL_TEXTS[code] }));

describe("the claimant's e-mails in every language", () => {
  it.each(others)('$code has every e-mail text of English, with the same placeholders, translated', ({ texts }) => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(texts)) {
      const source = english[key as keyof typeof english];
      expect([key, placeholders(text)]).toEqual([key, placeholders(source)]);
      expect([key, text]).not.toEqual([key, source]);
      expect(text.trim()).not.toBe('');
    }
  });

  it('fills values as they are: a facility named with braces is not read as a placeholder', () => {
    expect(fill('{facility} at {link}', { facility: 'Mill {link}', link: 'x' })).toBe('Mill {link} at x');
  });

  const input = {
    to: 'owner@example.com',
    productName: 'Open Supply Hub',
    publicUrl: 'https://hub.example',
    facilityName: 'Rainbow Knitwear Ltd',
    osId: 'BD2024001AAAAAX',
  };

  it("writes English as the spec's texts", () => {
    expect(
      claimDecisionMessage({
        ...input,
        language: 'en',
        decision: 'APPROVED',
        reason: 'Documents verified',
        claimId: 7,
      }),
    ).toEqual({
      to: 'owner@example.com',
      subject: 'Your Open Supply Hub claim of Rainbow Knitwear Ltd was approved',
      text: [
        'Your claim of Rainbow Knitwear Ltd (https://hub.example/facilities/BD2024001AAAAAX) has been approved. You can now edit its profile here:',
        'https://hub.example/claimed/7',
        '',
        'Reason: Documents verified',
      ].join('\n'),
    });
    expect(claimantMessage({ ...input, language: 'en', message: 'Please send a utility bill.' })).toEqual({
      to: 'owner@example.com',
      subject: 'A message about your Open Supply Hub claim of Rainbow Knitwear Ltd',
      text: 'About your claim of Rainbow Knitwear Ltd (https://hub.example/facilities/BD2024001AAAAAX):\n\nPlease send a utility bill.',
    });
  });

  it("writes in the claim's language, and in English for a language it does not know", () => {
    const denied = claimDecisionMessage({
      ...input,
      language: 'tr',
      decision: 'DENIED',
      reason: 'Belge yok',
      claimId: 7,
    });
    expect(denied.subject).toBe('Open Supply Hub üzerindeki Rainbow Knitwear Ltd sahiplenme talebiniz reddedildi');
    expect(denied.text).toBe(
      'Rainbow Knitwear Ltd (https://hub.example/facilities/BD2024001AAAAAX) için sahiplenme talebiniz reddedildi.\n\nGerekçe: Belge yok',
    );
    expect(claimantMessage({ ...input, language: 'xx', message: 'hi' }).subject).toBe(
      'A message about your Open Supply Hub claim of Rainbow Knitwear Ltd',
    );
  });
});

describe("the claimant's language, from the request", () => {
  it("takes the language menu's cookie, then Accept-Language by preference, else English", () => {
    expect(requestLanguage({ cookie: 'sessionid=abc; lang=bn', 'accept-language': 'pt-BR' })).toBe('bn');
    expect(requestLanguage({ cookie: 'lang=fr', 'accept-language': 'fr-FR, pt-BR;q=0.8, en;q=0.5' })).toBe('pt');
    expect(requestLanguage({ 'accept-language': 'en;q=0.4, tr-TR;q=0.9' })).toBe('tr');
    expect(requestLanguage({ 'accept-language': 'zh-CN,zh;q=0.9' })).toBe('zh-Hans');
    expect(requestLanguage({ 'accept-language': 'zh-TW, hi;q=0.5' })).toBe('hi');
    expect(requestLanguage({ 'accept-language': 'pt;q=0, *' })).toBe('en');
    expect(requestLanguage({})).toBe('en');
  });
});
