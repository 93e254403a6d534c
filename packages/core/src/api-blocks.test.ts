import { describe, expect, it } from 'vitest';
import { GRACE_LIMIT_MESSAGE, effectiveGraceLimit, graceLimitError } from './api-blocks.ts';

describe('grace limit rule', () => {
  const block = { limit: 100, actual: 120 };
  it('must be above both the request limit and the actual count', () => {
    expect(graceLimitError(121, block)).toBeNull();
    expect(graceLimitError(120, block)).toBe(GRACE_LIMIT_MESSAGE);
    expect(graceLimitError(110, block)).toBe(GRACE_LIMIT_MESSAGE);
    expect(graceLimitError(100, { limit: 100, actual: 50 })).toBe(GRACE_LIMIT_MESSAGE);
    expect(GRACE_LIMIT_MESSAGE).toBe('Grace limit must be higher than request limit and actual count');
  });
  it('is an integer', () => {
    expect(graceLimitError(150.5, block)).toBe('A valid integer is required.');
  });
  it('is actual + 1 when none is set', () => {
    expect(effectiveGraceLimit(null, block)).toBe(121);
    expect(effectiveGraceLimit(undefined, block)).toBe(121);
    expect(graceLimitError(null, block)).toBeNull();
    expect(graceLimitError(null, { limit: 200, actual: 120 })).toBe(GRACE_LIMIT_MESSAGE);
  });
});
