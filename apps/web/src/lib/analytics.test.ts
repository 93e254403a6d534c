import { describe, expect, it } from 'vitest';
import { shouldLoadAnalytics } from './analytics.ts';

describe('analytics adapter', () => {
  it('loads only when a script is configured and the visitor accepted cookies', () => {
    expect(shouldLoadAnalytics('https://analytics.example/a.js', 'accepted')).toBe(true);
    expect(shouldLoadAnalytics('https://analytics.example/a.js', 'rejected')).toBe(false);
    expect(shouldLoadAnalytics('https://analytics.example/a.js', 'unset')).toBe(false);
    expect(shouldLoadAnalytics(null, 'accepted')).toBe(false);
    expect(shouldLoadAnalytics(undefined, 'accepted')).toBe(false);
    expect(shouldLoadAnalytics('', 'accepted')).toBe(false);
  });
});
