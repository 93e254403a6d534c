import { describe, expect, it } from 'vitest';
import { settingsTabs } from './settings-tabs.ts';

describe('settings tabs', () => {
  it('always shows Profile; Embed with the flag; API for group members', () => {
    expect(settingsTabs({ embeddedMapFlag: false, groups: [] })).toEqual(['profile']);
    expect(settingsTabs({ embeddedMapFlag: true, groups: [] })).toEqual(['profile', 'embed']);
    expect(settingsTabs({ embeddedMapFlag: false, groups: ['api_user'] })).toEqual(['profile', 'api']);
    expect(settingsTabs({ embeddedMapFlag: true, groups: ['api_user'] })).toEqual(['profile', 'embed', 'api']);
  });
});
