import { describe, expect, it } from 'vitest';
import { evidenceLine } from './match-evidence.ts';

describe('the evidence line of a potential match', () => {
  it('says what spoke for and against the match', () => {
    const results = {
      version: 1,
      match_type: 'potential',
      evidence: { raised: ['same name', 'nearby'], lowered: ['other house number 388 / 300'], conflicting: true },
    };
    expect(evidenceLine(results)).toBe('For: same name, nearby. Against: other house number 388 / 300.');
    expect(evidenceLine({ ...results, evidence: { raised: ['same name'], lowered: [], conflicting: false } })).toBe(
      'For: same name.',
    );
  });

  it('is empty for a match made before the matcher kept its evidence', () => {
    expect(evidenceLine({ version: 1, match_type: 'potential' })).toBe('');
    expect(evidenceLine(undefined)).toBe('');
  });
});
