import { describe, expect, it } from 'vitest';
import { embedContributorId, isEmbedMode } from './embed-mode.ts';

describe('embed mode', () => {
  it('is on with embed=1 and names exactly one contributor', () => {
    const params = new URLSearchParams('embed=1&contributors=12');
    expect(isEmbedMode(params)).toBe(true);
    expect(embedContributorId(params)).toBe(12);
    expect(isEmbedMode(new URLSearchParams('embed=0'))).toBe(false);
    expect(embedContributorId(new URLSearchParams('embed=1'))).toBeNull();
    expect(embedContributorId(new URLSearchParams('embed=1&contributors=1&contributors=2'))).toBeNull();
    expect(embedContributorId(new URLSearchParams('embed=1&contributors=abc'))).toBeNull();
  });
});
