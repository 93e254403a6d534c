import { describe, expect, it } from 'vitest';
import { accountMessages, SIGN_UP_LABELS } from '@registry/core/account';
import { t } from '@/lib/i18n/i18n.ts';
import { PROFILE_MESSAGES, translateProfileMessage } from './profile-messages.ts';

describe('the profile screens’ error texts', () => {
  it("hold the 'Missing required field' texts of the profile's fields", () => {
    for (const label of ['name', 'description', 'contributor_type', 'other_contributor_type'] as const)
      expect(PROFILE_MESSAGES).toContain(accountMessages.missingField(SIGN_UP_LABELS[label]));
  });

  it('show English as core wrote it, and unknown texts as they are', () => {
    expect(translateProfileMessage(t, accountMessages.wrongCurrentPassword)).toBe(accountMessages.wrongCurrentPassword);
    expect(translateProfileMessage(t, 'Something {odd}')).toBe('Something {odd}');
  });
});
