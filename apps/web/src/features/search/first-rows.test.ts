import { describe, expect, it } from 'vitest';
import { firstScreenRows, MIN_RESULT_ROW_PX } from './first-rows.ts';

describe('firstScreenRows', () => {
  it('covers the whole window with rows of the smallest height', () => {
    for (const height of [320, 640, 900, 1080, 1440, 2160])
      expect(firstScreenRows(height) * MIN_RESULT_ROW_PX).toBeGreaterThanOrEqual(height);
    expect(firstScreenRows(900)).toBe(15);
  });

  it('renders at least one row in a window of no height', () => {
    expect(firstScreenRows(0)).toBe(1);
  });
});
