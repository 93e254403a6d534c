import { describe, expect, it } from 'vitest';
import {
  foldText,
  isLegalCompound,
  joinSpacedLetters,
  legalForms,
  normalizeAddress,
  normalizeName,
} from './normalize.ts';

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

  it('joins letters spaced out by PDF or OCR extraction, not initials', () => {
    expect(joinSpacedLetters('g r e e n v a l l e y t e x t i l e s')).toBe('greenvalleytextiles');
    expect(joinSpacedLetters('s u n r i s e  k n i t  ( u n i t 2 )')).toBe('sunrise  knit  ( unit2 )');
    expect(joinSpacedLetters('Lot 89 B.E.P.Z,Malwana')).toBe('Lot 89 BEPZ,Malwana');
    expect(joinSpacedLetters('Textiles Maya S.A. de C.V.')).toBe('Textiles Maya S.A. de C.V.');
    expect(joinSpacedLetters('P.O. Box 54, Block 4,5,7,8')).toBe('P.O. Box 54, Block 4,5,7,8');
    expect(normalizeName('G R E E N  V A L L E Y  T E X T I L E S  ( P V T )  L T D')).toBe('green valley textiles');
    expect(normalizeName('s u n r i s e  k n i t  ( u n i t 2 )')).toBe('sunrise knit unit2');
  });

  it('drops legal forms with dots and spaces, and glued together', () => {
    for (const name of ['Atlas s.a.r.l.', 'Atlas SARL', 'Atlas S. A.', 'Atlas co.,ltd', 'Atlas Coltd', 'Atlas pvt.ltd'])
      expect(normalizeName(name)).toBe('atlas');
    expect([...legalForms('Atlas s.a.r.l.')]).toEqual(['sarl']);
    expect([...legalForms('Atlas S. A.')]).toEqual(['sa']);
    expect([...legalForms('Hongda Coltd')].sort()).toEqual(['co', 'ltd']);
    expect(['coltd', 'pvtltd', 'sdnbhd', 'ltdsti'].every(isLegalCompound)).toBe(true);
    // Brands of two short legal words stay names.
    expect(['asco', 'saco', 'coco', 'incas'].some(isLegalCompound)).toBe(false);
  });

  it('reads unit numbers in Roman numerals and words as numbers', () => {
    expect(normalizeName('Pungkook Saigon II')).toBe('pungkook saigon 2');
    expect(normalizeName('Pungkook Saigon ll')).toBe('pungkook saigon 2');
    expect(normalizeName('Pungkook Saigon Two Corporation')).toBe('pungkook saigon 2');
  });

  it('parts numbers glued to words in addresses, but not ordinals', () => {
    expect(normalizeAddress('plot 12sector 5')).toBe('plot 12 sector 5');
    expect(normalizeAddress('road#2 khan meanchey')).toBe('road 2 khan meanchey');
    expect(normalizeAddress('No.233, Lane1888, Daye Road')).toBe('233 lane 1888 daye road');
    expect(normalizeAddress('6th of October, 1st Street')).toBe('6th october 1st street');
  });

  it('spells zones one way, abbreviated or in the languages of supplier lists', () => {
    const same = (spellings: string[]) => expect(new Set(spellings.map(normalizeAddress)).size).toBe(1);
    same(['Dhaka Export Processing Zone', 'Dhaka EPZ', 'Dhaka E.P.Z.', 'Dhaka Export Process Zone']);
    expect(normalizeAddress('Plot 5, DEPZ, Savar')).toBe('plot 5 export processing zone savar');
    expect(normalizeAddress('Lot 89 B.E.P.Z, Malwana')).toBe('lot 89 export processing zone malwana');
    same(['Corlu Organize Sanayi Bölgesi', 'Corlu OSB', 'Corlu O.S.B.']);
    same(['Ikitelli Sanayi Sitesi', 'Ikitelli San. Sit.']);
    same(['Tan Thuan SEZ', 'Tan Thuan Special Economic Zone']);
    same(['Zona Franca San Bartolo', 'Free Zone San Bartolo', 'Freezone San Bartolo']);
    same(['Parque Industrial Mixco', 'Industrial Park Mixco']);
    same(['Zone Industrielle Almajd', 'Zona Industrial Almajd', 'Industrial Zone Almajd', 'Z.I. Almajd', 'KCN Almajd']);
  });

  it("reads dotted legal forms with accents, and leaves out 'M/s.' and apostrophes", () => {
    expect(normalizeName('Yalesen Konfeksiyon Sanayi ve Ticaret A.Ş.')).toBe('yalesen konfeksiyon sanayi ticaret');
    expect([...legalForms('Kaya Giyim A.Ş.')]).toEqual(['as']);
    expect(normalizeName('M/s. Aadhya Sportswear')).toBe('aadhya sportswear');
    expect(normalizeName('Mohale’s Hoek Footwear (Pty) Ltd')).toBe('mohales hoek footwear');
  });
});
