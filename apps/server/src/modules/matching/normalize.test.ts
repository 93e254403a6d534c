import { describe, expect, it } from 'vitest';
import { foldText, legalForms, normalizeAddress, normalizeName } from './normalize.ts';

describe('normalisation for matching', () => {
  it('folds case, accents and punctuation', () => {
    expect(foldText('  Confecções  Têxtil, S.A. & Cia ')).toBe('confeccoes textil s a and cia');
    expect(foldText('Äußere Straße')).toBe('aussere strasse');
  });

  it('drops legal forms in the ways lists write them', () => {
    const same = [
      'Hongda Garment Co., Ltd.',
      'HONGDA GARMENT CO LTD',
      'Hongda Garment Company Limited',
      'hongda garment',
      'Hongda Garment (Pvt) Ltd',
      'Hongda Garment Private Limited',
      'Hongda Garment Inc.',
      'Hongda Garment LLC',
    ];
    for (const name of same) expect(normalizeName(name)).toBe('hongda garment');
    expect(normalizeName('Textiles Maya S.A. de C.V.')).toBe('textiles maya');
    expect(normalizeName('Textiles Maya SA de CV')).toBe('textiles maya');
    expect(normalizeName('PT. Sinar Abadi Tbk')).toBe('sinar abadi');
    expect(normalizeName('Cong Ty TNHH May Viet')).toBe('may viet');
    expect(normalizeName('Anatolia Tekstil San. ve Tic. A.S.')).toBe('anatolia tekstil');
    expect(normalizeName('Weberei Müller GmbH & Co. KG')).toBe('weberei muller');
  });

  it('reads the legal forms a name states, one spelling for each', () => {
    const forms = (name: string) => [...legalForms(name)].sort();
    expect(forms('Hongda Garment Company Limited')).toEqual(['co', 'ltd']);
    expect(forms('HONGDA GARMENT CO., LTD.')).toEqual(['co', 'ltd']);
    expect(forms('Sentosa (Pvt) Ltd')).toEqual(forms('Sentosa Private Limited'));
    expect(forms('Golden Accessories Inc.')).toEqual(['inc']);
    expect(forms('Textiles Maya S.A. de C.V.')).toEqual(['cv', 'sa']);
    expect(forms('Anatolia Tekstil San. ve Tic. A.S.')).toEqual(['as']);
    expect(forms('Hongda Joint Stock Company')).toEqual(['jsc']);
    expect(forms('PT Sinar Abadi')).toEqual([]);
  });

  it('keeps a name made only of legal words', () => {
    expect(normalizeName('The Company Ltd')).toBe('the company ltd');
  });

  it('writes out address abbreviations and drops number markers', () => {
    expect(normalizeAddress('No. 12 Renmin Rd., Ind. Zone')).toBe('12 renmin road industrial zone');
    expect(normalizeAddress('12 Renmin Road, Industrial Zone')).toBe('12 renmin road industrial zone');
    expect(normalizeAddress('Jl. Gatot Subroto No. 5')).toBe('jalan gatot subroto 5');
    expect(normalizeAddress('45 West Mill St., Charlotte, NC')).toBe('45 west mill street charlotte nc');
  });
});
