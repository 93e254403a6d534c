import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n/i18n.ts';
import { accountMenu, languageMenu, navItemKey, type NavItem } from './navigation.ts';

/** The items' English labels. */
const labels = (items: NavItem[]) => items.map((item) => ('label' in item ? t(item.label) : item.name));

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

describe('languageMenu', () => {
  it("offers the app's other five languages, each named in its own script", () => {
    expect(languageMenu('en').items.map(navItemKey)).toEqual(['bn', 'zh-Hans', 'hi', 'pt', 'tr']);
    expect(labels(languageMenu('tr').items)).toEqual([
      'English',
      'বাংলা (Bangla)',
      '简体中文 (Simplified Chinese)',
      'हिन्दी (Hindi)',
      'Português (Portuguese)',
    ]);
  });
});
