import { describe, expect, it } from 'vitest';
import { contributedName } from './extended-fields.ts';

describe('contributedName', () => {
  const sources = [
    { contributor_id: 2, value: { raw_value: 'Newest Name' } },
    { contributor_id: 1, value: { raw_value: '  ' } },
    { contributor_id: 2, value: { raw_value: 'Older Name' } },
  ];

  it("is the contributor's first (newest) name, null when they gave none or only blanks", () => {
    expect(contributedName(sources, 2)).toBe('Newest Name');
    expect(contributedName(sources, 1)).toBeNull();
    expect(contributedName(sources, 3)).toBeNull();
    expect(contributedName(undefined, 2)).toBeNull();
  });
});
