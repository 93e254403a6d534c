import { describe, expect, it } from 'vitest';
import { accountMessages, SIGN_UP_LABELS } from '@registry/core/account';
import { t } from '@/lib/i18n/i18n.ts';
import { ACCOUNT_MESSAGES, translateAccountMessage } from './account-messages.ts';

describe('the account screens’ error lines', () => {
  it("hold every 'Missing required field' text core writes", () => {
    for (const label of Object.values(SIGN_UP_LABELS).filter((label) => label !== SIGN_UP_LABELS.website))
      expect(ACCOUNT_MESSAGES).toContain(accountMessages.missingField(label));
  });

  it('show English as core wrote it, a field prefix kept, and unknown texts as they are', () => {
    expect(translateAccountMessage(t, accountMessages.emailTaken)).toBe(accountMessages.emailTaken);
    expect(translateAccountMessage(t, `email: ${accountMessages.emailTaken}`)).toBe(
      `email: ${accountMessages.emailTaken}`,
    );
    expect(translateAccountMessage(t, 'Something {odd}')).toBe('Something {odd}');
  });
});
