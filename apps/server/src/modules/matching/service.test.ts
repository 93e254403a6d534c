import { describe, expect, it } from 'vitest';
import { comparedSide, createMatcher, rankCandidates, type MatchCandidate, type MatchInput } from './service.ts';

const matcher = createMatcher({ automatic: 0.8, potential: 0.5 });
const input = (name: string, address: string, lat: number | null = null, lng: number | null = null): MatchInput => ({
  name,
  address,
  countryCode: 'CN',
  lat,
  lng,
});
const row = (os_id: string, name: string, address: string, lat = 23.02, lng = 113.75) => ({
  os_id,
  name,
  address,
  lat,
  lng,
});
const candidate = (osId: string, confidence: number): MatchCandidate => ({
  osId,
  name: osId,
  address: '',
  lat: 0,
  lng: 0,
  confidence,
  nameScore: confidence,
  addressScore: confidence,
  distanceKm: null,
  evidence: { raised: [], lowered: [], conflicting: false },
});

describe('match decision', () => {
  it('matches an exact normalised name and address automatically, even with a close runner-up', () => {
    const query = input('HONGDA GARMENT CO LTD', 'No. 12 Renmin Rd, Dongguan');
    const ranked = rankCandidates(query, [
      row('CN2019001AAAAA1', 'Hongda Garment Co., Ltd.', '12 Renmin Road, Dongguan'),
      row('CN2019001AAAAB1', 'Hongda Garment Factory', '12 Renmin Road, Dongguan'),
    ]);
    const decision = matcher.decide(query, ranked);
    expect(decision.kind).toBe('automatic');
    expect(decision.kind === 'automatic' && decision.candidate.osId).toBe('CN2019001AAAAA1');
  });

  it('matches automatically above the automatic threshold with a clear lead', () => {
    const decision = matcher.decide(input('x', 'y'), [candidate('A', 0.91), candidate('B', 0.6)]);
    expect(decision).toMatchObject({ kind: 'automatic', candidate: { osId: 'A' } });
  });

  it('asks for review when two candidates are both above the automatic threshold and close', () => {
    const decision = matcher.decide(input('x', 'y'), [
      candidate('A', 0.9),
      candidate('B', 0.88),
      candidate('C', 0.55),
      candidate('D', 0.3),
    ]);
    expect(decision).toEqual({
      kind: 'potential',
      candidates: [candidate('A', 0.9), candidate('B', 0.88), candidate('C', 0.55)],
    });
  });

  it('offers every candidate above the potential threshold', () => {
    const decision = matcher.decide(input('x', 'y'), [candidate('B', 0.5), candidate('A', 0.79), candidate('C', 0.49)]);
    expect(decision).toEqual({ kind: 'potential', candidates: [candidate('A', 0.79), candidate('B', 0.5)] });
  });

  it('makes a new facility when nothing is close', () => {
    expect(matcher.decide(input('x', 'y'), [candidate('A', 0.49)])).toEqual({ kind: 'new' });
    expect(matcher.decide(input('x', 'y'), [])).toEqual({ kind: 'new' });
  });

  it('ranks the same facility written differently first, the same name elsewhere above a neighbour of another name', () => {
    const query = input('Hongda Garments Company Limited', '12 Renmin Road, Dongguan', 23.02, 113.75);
    const ranked = rankCandidates(query, [
      row('CN2019001AAAAB1', 'Hongxing Garment Co., Ltd.', 'No. 12 Renmin Rd, Dongguan'),
      row('CN2019001AAAAA1', 'HONGDA GARMENT CO LTD', 'No. 12 Renmin Rd., Dongguan'),
      row('CN2019001AAAAC1', 'Hongda Garment Co., Ltd.', 'No. 3 Gongye Road, Shaoxing', 30.0, 120.58),
    ]);
    expect(ranked.map((c) => c.osId)).toEqual(['CN2019001AAAAA1', 'CN2019001AAAAC1', 'CN2019001AAAAB1']);
    expect(ranked[0]).toMatchObject({ nameScore: 1, addressScore: 1, distanceKm: 0 });
    expect(ranked[1]!.distanceKm).toBeGreaterThan(700);
    expect(ranked[1]!.confidence).toBeLessThan(0.8);
    expect(ranked[2]!.confidence).toBeLessThan(0.5);
    expect(matcher.decide(query, ranked).kind).toBe('automatic');
  });

  // The wrong automatic matches of issue 20: look-alikes a few doors down the same street.
  it.each([
    [
      'Evergreen Sweaters LDA',
      '355 National Road 4, Phnom Penh',
      'Evergreen Weaving Co., Ltd.',
      '363 National Road 4',
      'new',
    ],
    [
      'Pacific Leather Works Limited',
      '388 Palladam Road, Tiruppur',
      'Pacific Leather Works Limited',
      '300 Palladam Road',
      'potential',
    ],
    ['Golden Accessories Inc.', '543 Hosur Road', 'Golden Accessories Pvt Ltd', '270 Hosur Road', 'potential'],
  ])('never matches %s, %s to %s, %s automatically', (name, address, facilityName, facilityAddress, kind) => {
    const query = input(name, address, 11.55, 104.92);
    const ranked = rankCandidates(query, [row('KH2019001AAAAA1', facilityName, facilityAddress, 11.55, 104.92)]);
    expect(ranked[0]!.evidence.conflicting).toBe(true);
    expect(createMatcher({ automatic: 0.85, potential: 0.6 }).decide(query, ranked).kind).toBe(kind);
  });

  it('keeps a look-alike out of an exact match and says why', () => {
    const query = input('Golden Accessories Inc.', '543 Hosur Road');
    const ranked = rankCandidates(query, [row('IN2019001AAAAA1', 'Golden Accessories Pvt Ltd', '543 Hosur Road')]);
    expect(ranked[0]).toMatchObject({
      nameScore: 1,
      addressScore: 1,
      evidence: {
        raised: ['same name', 'same address'],
        lowered: ['other legal form inc / pvt ltd'],
        conflicting: true,
      },
    });
    expect(matcher.decide(query, ranked).kind).toBe('potential');
  });

  // The missed matches of issue 20: typos in short and run-together names.
  it.each([
    ['UnipaxCo.,  Ltd', 'Unipax Co.,  Ltd'],
    ['Maat Textiles S.A.', 'Mata Textiles S.A.'],
    ['Bli D', 'Bali D'],
  ])('matches %s to %s', (name, facilityName) => {
    const query = input(name, 'Lot 5, Tan Thuan Export Processing Zone', 10.75, 106.73);
    const ranked = rankCandidates(query, [row('VN2019001AAAAA1', facilityName, 'Lot 5, Tan Thuan EPZ', 10.75, 106.73)]);
    expect(createMatcher({ automatic: 0.85, potential: 0.6 }).decide(query, ranked)).toMatchObject({
      kind: 'automatic',
      candidate: { osId: 'VN2019001AAAAA1' },
    });
  });
});

describe('ranking with sides made once and a confidence wanted', () => {
  const query = input('Sreepur Knit Composite Ltd', 'Plot 12, Sreepur EPZ, Gazipur', 24.2, 90.47);
  const rows = [
    row('BD2019001AAAAA1', 'Sreepur Knit Composite Limited', 'Plot 12, Sreepur Export Processing Zone', 24.2, 90.47),
    row('BD2019001AAAAB1', 'Sreepur Knitting Ltd', 'Plot 14, Mirpur EPZ, Gazipur', 24.21, 90.47),
    row('BD2019001AAAAC1', 'Rahman Washing Plant', 'Plot 12, Sreepur EPZ, Gazipur', 24.2, 90.47),
    row('BD2019001AAAAD1', 'Karnaphuli Shoes', 'Road 3, Chittagong EPZ', 22.3, 91.8),
  ];

  it('scores alike with the sides handed in, each side read once however many pairs it is in', () => {
    const side = new Map(rows.map((r) => [r, comparedSide(r.name, r.address)]));
    const handed = rankCandidates(query, rows, {
      sides: { input: comparedSide(query.name, query.address), of: (r) => side.get(r)! },
    });
    expect(handed).toEqual(rankCandidates(query, rows));
    expect(handed.map((c) => c.osId)).toEqual([
      'BD2019001AAAAA1',
      'BD2019001AAAAB1',
      'BD2019001AAAAC1',
      'BD2019001AAAAD1',
    ]);
  });

  it('leaves out only rows below the confidence wanted, the others as scored without it', () => {
    const all = rankCandidates(query, rows);
    const wanted = rankCandidates(query, rows, { atLeast: 0.6 });
    expect(wanted.filter((c) => c.confidence >= 0.6)).toEqual(all.filter((c) => c.confidence >= 0.6));
    // The renamed facility at the address (name score under 0.5) and the other town's are not scored.
    expect(wanted.map((c) => c.osId)).not.toContain('BD2019001AAAAC1');
    expect(wanted.map((c) => c.osId)).not.toContain('BD2019001AAAAD1');
    expect(all.find((c) => c.osId === 'BD2019001AAAAC1')!.confidence).toBeLessThan(0.5);
    expect(all.find((c) => c.osId === 'BD2019001AAAAD1')!.confidence).toBeLessThan(0.6);
  });
});
