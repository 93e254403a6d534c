import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count.ts';

describe('formatCount', () => {
  it("writes whole numbers as toLocaleString('en') does", () => {
    for (const count of [0, 1, 12, 999, 1_000, 9_999, 20_000, 123_456, 1_200_000, 1_234_567_890])
      expect(formatCount(count)).toBe(count.toLocaleString('en'));
  });
});
