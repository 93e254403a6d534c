import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n/i18n.ts';
import { formatCount, publicContributorsText } from './format-count.ts';

describe('formatCount', () => {
  it("writes whole numbers as toLocaleString('en') does", () => {
    for (const count of [0, 1, 12, 999, 1_000, 9_999, 20_000, 123_456, 1_200_000, 1_234_567_890])
      expect(formatCount(count)).toBe(count.toLocaleString('en'));
  });
});

describe('publicContributorsText', () => {
  it('counts public contributors, and says nothing of none', () => {
    expect(publicContributorsText(1, t)).toBe('1 contributor');
    expect(publicContributorsText(2, t)).toBe('2 contributors');
    expect(publicContributorsText(1_200, t)).toBe('1,200 contributors');
    expect(publicContributorsText(0, t)).toBeNull();
    expect(publicContributorsText(undefined, t)).toBeNull();
  });
});
