import { describe, expect, it } from 'vitest';
import { otherPlace, weighEvidence } from './evidence.ts';
import { normalizeAddress, normalizeName } from './normalize.ts';
import { otherNameWords } from './score.ts';

const side = (name: string, address: string) => ({
  rawName: name,
  name: normalizeName(name),
  address: normalizeAddress(address),
});
const scores = (confidence: number, nameScore = 1, addressScore = 0.8, distanceKm: number | null = 0) => ({
  nameScore,
  addressScore,
  distanceKm,
  confidence,
});

describe('evidence for and against one place', () => {
  it('names what raised the confidence of a pair with nothing against it', () => {
    const weighed = weighEvidence(
      side('Hongda Garment Co., Ltd.', '12 Renmin Road'),
      side('HONGDA GARMENT COMPANY LIMITED', 'No. 12 Renmin Rd, Dongguan'),
      scores(0.95),
    );
    expect(weighed).toEqual({
      evidence: {
        raised: ['same name', 'address alike', 'same house number', 'nearby'],
        lowered: [],
        conflicting: false,
      },
      confidence: 0.95,
    });
  });

  it('counts another house number on the same street against, as often as numbers are written', () => {
    const weighed = weighEvidence(
      side('Pacific Leather Works Limited', '388 Palladam Road, Tiruppur'),
      side('Pacific Leather Works Limited', '300 Palladam Road'),
      scores(0.85),
    );
    expect(weighed.evidence.lowered).toEqual(['other house number 388 / 300']);
    expect(weighed.evidence.conflicting).toBe(true);
    // 'Moo 5' repeats the house number of the one, not of the other.
    expect(
      weighEvidence(
        side('Sombat Mills', '59 Moo 5, Samut Prakan'),
        side('Sombat Mills', '5 Moo 5, Samut Prakan'),
        scores(0.9),
      ).evidence.lowered,
    ).toEqual(['other house number 59 / 5']);
    // A number left out is no evidence: '12 Renmin Road' may be all of '12-14 Renmin Road'.
    expect(
      weighEvidence(side('Hongda', '12 Renmin Road'), side('Hongda', '12-14 Renmin Road'), scores(0.9)).evidence
        .conflicting,
    ).toBe(false);
  });

  it('counts other unit numbers in the names, other legal forms and other postal codes against', () => {
    expect(
      weighEvidence(
        side('Arvind Mills - Unit 4', 'Naroda Road'),
        side('Arvind Mills - Unit 5', 'Naroda Road'),
        scores(0.9),
      ).evidence.lowered,
    ).toEqual(['other unit number 4 / 5']);
    expect(
      weighEvidence(
        side('Golden Accessories Inc.', 'Hosur Road'),
        side('Golden Accessories Pvt Ltd', 'Hosur Road'),
        scores(0.9),
      ).evidence.lowered,
    ).toEqual(['other legal form inc / pvt ltd']);
    // One form written out, or left out, is no other form.
    expect(
      weighEvidence(
        side('Golden Accessories Private Limited', 'Hosur Road'),
        side('Golden Accessories Ltd', 'Hosur Road'),
        scores(0.9),
      ).evidence.conflicting,
    ).toBe(false);
    expect(
      weighEvidence(side('Capella', 'Avtozavodski 1, 606036'), side('Capella', 'Avtozavodski 1, 606000'), scores(0.9))
        .evidence.lowered,
    ).toEqual(['other postal code 606036 / 606000']);
  });

  it('counts points far apart with unlike addresses as another town', () => {
    const weighed = weighEvidence(
      side('Sahin Giyim', 'Merter, Istanbul'),
      side('Sahin Giyim', 'Ataturk Cad., Gaziantep'),
      scores(0.7, 1, 0.1, 852.4),
    );
    expect(weighed.evidence).toEqual({
      raised: ['same name'],
      lowered: ['addresses differ', '852 km apart'],
      conflicting: true,
    });
  });

  it('leaves a conflicting pair most of its confidence when the names are one, less otherwise', () => {
    const row = side('Evergreen Sweaters', '355 National Road 4');
    expect(weighEvidence(row, side('Evergreen Sweaters', '363 National Road 4'), scores(0.8, 1)).confidence).toBe(0.68);
    expect(weighEvidence(row, side('Evergreen Weaving', '363 National Road 4'), scores(0.8, 0.85)).confidence).toBe(
      0.6,
    );
  });
});

describe('names and addresses that disagree', () => {
  const given = (name: string, address: string) => ({ ...side(name, address), rawAddress: address });

  it("counts another trade word or brand word on each side against: one company's other unit", () => {
    const weighed = weighEvidence(
      given('Raduga Weaving LLC', '227 Mill Street, Bakhchysarai'),
      given('Raduga Wear LLC', '227 Mill Street, Bakhchysarai'),
      scores(0.92414, 0.862, 1, 1),
    );
    expect(weighed).toEqual({
      evidence: {
        raised: ['name alike', 'same address', 'nearby'],
        lowered: ['other name word weaving / wear'],
        conflicting: true,
      },
      confidence: 0.69311,
    });
    expect(otherNameWords(normalizeName('Yi Duo Cai Tai Garment'), normalizeName('Yi Chang Tai Garment'))).toEqual([
      'duo',
      'chang',
    ]);
  });

  it('does not count a word left out or added, nor a trade word against a brand word', () => {
    expect(
      otherNameWords(normalizeName('Cong Ty TNHH Hoa Binh'), normalizeName('Hoa Binh Wear Company Limited')),
    ).toBeNull();
    expect(
      otherNameWords(
        normalizeName('Golden Bear Toys (formerly Pearl River Toys)'),
        normalizeName('Pearl River Toys Factory'),
      ),
    ).toBeNull();
    expect(otherNameWords(normalizeName('Hongda Garments'), normalizeName('Hongda Garment Co.'))).toBeNull();
  });

  it('counts a commune, zone or road of another name against, and keeps a same-name pair under the automatic threshold', () => {
    const weighed = weighEvidence(
      given('Cong Ty TNHH Hoa Binh', 'Lot A36, Hoa Phu Industrial Zone, Masiren Commune, Hanoi'),
      given('Cong Ty TNHH Hoa Binh', 'Lot A36, Hoa Phu Industrial Zone, Cantaxia Commune, Song Cau'),
      scores(0.86),
    );
    expect(weighed.evidence).toMatchObject({ lowered: ['other commune masiren / cantaxia'], conflicting: true });
    expect(weighed.confidence).toBe(0.731);
    expect(otherPlace('Sreepur EPZ, Sector 4, Dhaka', 'Mirpur EPZ, Sector 4, Dhaka')).toEqual({
      kind: 'zone',
      a: 'sreepur',
      b: 'mirpur',
    });
    expect(otherPlace('2 km Chartheka Road, Karachi', '2 km Bakshinyita Rd, Karachi')).toEqual({
      kind: 'road',
      a: 'chartheka',
      b: 'bakshinyita',
    });
  });

  it('reads a place left out, written apart or with a typo as the same place', () => {
    expect(
      otherPlace(
        'Lot C19, Nhon Trach Industrial Zone, Atlas Commune, Cam Ranh',
        'Lot C19, Nhon Trach IZ, Atlas Commune',
      ),
    ).toBeNull();
    expect(otherPlace('No. 38 Changsheng Road, Zhongshan', 'No.38 Chang Sheng Rd, Zhong Shan City')).toBeNull();
    expect(otherPlace('Phum Kantano, Khum Lucky Star', 'Phum Kantanno, Khum Lucky Star')).toBeNull();
    expect(otherPlace('National Road No. 3, Phum Angkor', 'National Rd No. 5, Phum Angkor')).toBeNull();
  });
});
