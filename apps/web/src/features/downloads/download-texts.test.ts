import { describe, expect, it } from 'vitest';
import { downloadMessages } from '@registry/core/download-limits';
import { t } from '@/lib/i18n/i18n.ts';
import { downloadText } from './download-texts.ts';

describe('the download messages', () => {
  it("read back core's English exactly, numbers and all", () => {
    for (const message of [
      downloadMessages.available(5000, 4990),
      downloadMessages.available(5000, 4990, false),
      downloadMessages.limitReached(5000),
      downloadMessages.limitReached(5000, false),
      downloadMessages.tooManyForAllowance(6000, 10),
      downloadMessages.tooManyForAllowance(6000, 10, false),
      downloadMessages.maximumExceeded(10000),
      downloadMessages.logInToDownload,
      downloadMessages.sameContributor,
      downloadMessages.repeatFree,
    ])
      expect(downloadText(t, message)).toBe(message);
    expect(downloadText(t, 'Something {odd}')).toBe('Something {odd}');
  });
});
