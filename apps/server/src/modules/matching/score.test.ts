import { describe, expect, it } from 'vitest';
import {
  addressSimilarity,
  combineScores,
  compareNames,
  cutInto,
  needsRespelling,
  distanceKm,
  distanceScore,
  editDistance,
  nameSimilarity,
  trigramSimilarity,
  wordLikeness,
  wordOverlap,
} from './score.ts';
import { normalizeName } from './normalize.ts';

describe('match scores', () => {
  it('computes trigram similarity the way pg_trgm does', () => {
    // select similarity('word', 'two words') = 0.36363637 in PostgreSQL
    expect(trigramSimilarity('word', 'two words')).toBeCloseTo(0.363636, 5);
    expect(trigramSimilarity('abc', 'abc')).toBe(1);
    expect(trigramSimilarity('', 'abc')).toBe(0);
  });

  it('counts edits, a swap of neighbours as one, with an early stop', () => {
    expect(editDistance('garment', 'garmnet', 2)).toBe(1);
    expect(editDistance('garment', 'grament', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('sees through word order, one typo per word, plurals and split words', () => {
    expect(wordOverlap('hongda garment', 'garment hongda')).toBe(1);
    expect(nameSimilarity('hongda garments', 'hongda garment')).toBe(1);
    expect(nameSimilarity('hongda garmnet', 'hongda garment')).toBe(1);
    expect(nameSimilarity('hongda garmnt', 'hongda garment')).toBe(1);
    expect(nameSimilarity('hong da garment', 'hongda garment')).toBe(1);
    expect(nameSimilarity('hongda garment', 'xinhua toys')).toBe(0);
  });

  it('sees a typo in a short word, a legal form written onto a word and another transliteration', () => {
    expect(wordLikeness('maat', 'mata')).toBe(0.8);
    expect(wordLikeness('bli', 'bali')).toBe(0.8);
    // A changed letter in a short word makes another word; two letters never match.
    expect(wordLikeness('alfa', 'alma')).toBe(0);
    expect(wordLikeness('ab', 'abc')).toBe(0);
    expect(wordLikeness('12', '13')).toBe(0);
    expect(wordLikeness('chowdhury', 'choudhury')).toBe(1);
    expect(wordLikeness('duc', 'dooc')).toBe(1);
    expect(wordLikeness('yuxing', 'yooxing')).toBe(1);
    expect(nameSimilarity(normalizeName('UnipaxCo.,  Ltd'), normalizeName('Unipax Co.,  Ltd'))).toBe(1);
    expect(nameSimilarity(normalizeName('PTUtama Clothing'), normalizeName('PT Utama Clothing'))).toBe(1);
    expect(nameSimilarity(normalizeName('Maat Textiles S.A.'), normalizeName('Mata Textiles S.A.'))).toBeGreaterThan(
      0.8,
    );
    expect(nameSimilarity(normalizeName('Bli D'), normalizeName('Bali D'))).toBeGreaterThan(0.8);
    expect(nameSimilarity(normalizeName('T.M.I Egypt'), normalizeName('TMI EGYPT'))).toBe(1);
  });

  it('lets the distinctive words decide, not the trade words', () => {
    expect(nameSimilarity('rungruang textile mills thailand', 'thai textile mills thailand')).toBeLessThan(0.4);
    expect(nameSimilarity('rungruang textile mills thailand', 'rungruang textile')).toBeGreaterThan(0.8);
  });

  it('counts different house numbers against an address', () => {
    const same = addressSimilarity('12 renmin road dongguan', '12 renmin road dongguan');
    const other = addressSimilarity('12 renmin road dongguan', '48 renmin road dongguan');
    const partly = addressSimilarity(
      '322 moo 1 tambon summit chiang mai 96022',
      '307 moo 1 tambon summit chiang mai 96022',
    );
    expect(same).toBe(1);
    expect(other).toBeCloseTo(0.6, 5);
    expect(partly).toBeCloseTo(0.8, 5);
    expect(addressSimilarity('12 renmin road', '12 renmin road dongguan 523000')).toBeGreaterThan(0.85);
  });

  it('measures distance in kilometres and scores it', () => {
    expect(distanceKm(23.8103, 90.4125, 22.3569, 91.7832)).toBeCloseTo(213, -1); // Dhaka - Chittagong
    expect(distanceScore(0.5)).toBe(1);
    expect(distanceScore(10)).toBeGreaterThan(distanceScore(50));
    expect(distanceScore(150)).toBe(0);
  });

  it('never lets the address rescue a weak name', () => {
    expect(combineScores(0.3, 1, 0).confidence).toBe(0.3);
    expect(combineScores(1, 1, null).confidence).toBe(1);
    expect(combineScores(0.9, 0.5, null).confidence).toBeCloseTo(0.74, 5);
    expect(combineScores(0.9, 0.5, 1).confidence).toBeCloseTo(0.77, 5);
  });

  it('compares names with their spaces ignored when one is spaced out, broken or run together', () => {
    const compare = (a: string, b: string) => compareNames(normalizeName(a), normalizeName(b));
    expect(compare('g r e e n v a l l e y t e x t i l e s', 'Green Valley Textiles Ltd')).toEqual({
      score: 0.98,
      respaced: true,
    });
    expect(compare('GreenValleyTextiles', 'Green Valley Textiles')).toEqual({ score: 0.98, respaced: true });
    expect(compare('Gree n Val ley Te xtiles (Pvt ) Ltd', 'Green Valley Textiles (Pvt) Ltd').score).toBeGreaterThan(
      0.9,
    );
    expect(cutInto('greenvalleytextilespvtltd', 'green valley textiles')).toBe('green valley textiles');
    // Another brand's letters stay another brand: no more alike than written apart.
    const lookAlike = compare('g r e e n h i l l t e x t i l e s', 'Green Valley Textiles').score;
    expect(lookAlike).toBeLessThan(0.6);
    expect(lookAlike).toBeCloseTo(nameSimilarity('green hill textiles', 'green valley textiles'), 5);
    // Names of ordinary words are compared word by word only.
    expect(compare('Hongda Garment', 'Hongxing Garment')).toEqual({
      score: nameSimilarity('hongda garment', 'hongxing garment'),
      respaced: false,
    });
  });

  it('looks a name up again respelled only when it is spaced out, broken or run together, not for initials', () => {
    for (const name of ['gree n val ley te xtiles', 'greenvalleytextiles', 'sun ris ekn it'])
      expect(needsRespelling(name)).toBe(true);
    for (const name of ['hk footwear', 'mj knit composite', 'hai ning yue socks', 'hongda garment'])
      expect(needsRespelling(name)).toBe(false);
  });
});
