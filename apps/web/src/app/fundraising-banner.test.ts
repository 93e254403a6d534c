import { describe, expect, it } from 'vitest';
import { showFundraisingBanner } from './fundraising-banner.tsx';

describe('showFundraisingBanner', () => {
  it('shows the banner only before 31 Jan 2023 00:00 UTC', () => {
    expect(showFundraisingBanner(Date.parse('2023-01-30T23:59:59.999Z'))).toBe(true);
    expect(showFundraisingBanner(Date.parse('2023-01-31T00:00:00Z'))).toBe(false);
    expect(showFundraisingBanner(Date.now())).toBe(false);
  });
});
