import { describe, expect, it } from 'vitest';
import { accountMenu } from './navigation.ts';

const labels = (items: { label: string }[]) => items.map((item) => item.label);

describe('accountMenu', () => {
  it('gives a contributor My Lists, Find OS IDs, Settings and Log Out', () => {
    expect(labels(accountMenu({ is_superuser: false }, {}))).toEqual([
      'My Lists',
      'Find OS IDs',
      'Settings',
      'Log Out',
    ]);
  });

  it('adds Dashboard for superusers only', () => {
    expect(labels(accountMenu({ is_superuser: true }, {}))).toEqual([
      'Dashboard',
      'My Lists',
      'Find OS IDs',
      'Settings',
      'Log Out',
    ]);
  });

  it('adds My Facilities only when the claim_a_facility flag is on', () => {
    expect(labels(accountMenu({ is_superuser: false }, { claim_a_facility: false }))).not.toContain('My Facilities');
    expect(labels(accountMenu({ is_superuser: true }, { claim_a_facility: true }))).toEqual([
      'Dashboard',
      'My Facilities',
      'My Lists',
      'Find OS IDs',
      'Settings',
      'Log Out',
    ]);
  });
});
