import { describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES } from '@registry/core/claim';
import { CLAIM_FALLBACKS } from '@registry/core/claim-fallbacks';
import { t } from '@/lib/i18n/i18n.ts';
import en from '@/locales/en.json';
import { attachmentProblemText } from './claim-texts.ts';

/** The fallbacks the claimant's screens show (the staff dashboard's stay English). */
const CLAIMANT_FALLBACKS = [
  CLAIM_FALLBACKS.submitClaim,
  CLAIM_FALLBACKS.fetchFacilityDetails,
  CLAIM_FALLBACKS.fetchClaims,
  CLAIM_FALLBACKS.fetchClaimedDetails,
  CLAIM_FALLBACKS.updateClaimedDetails,
  CLAIM_FALLBACKS.updateClaimedDetailsList,
  CLAIM_FALLBACKS.geocodeFailed,
  CLAIM_FALLBACKS.fetchParentCompanies,
  CLAIM_FALLBACKS.claimedSaved,
];

describe("the claim screens' texts", () => {
  it("have every message of core's claim rules in the catalogs, under core's English", () => {
    const keys: readonly string[] = Object.keys(en);
    const messages = Object.values(CLAIM_MESSAGES).filter((message) => typeof message === 'string');
    expect(messages.filter((message) => !keys.includes(message))).toEqual([]);
    expect(CLAIMANT_FALLBACKS.filter((message) => !keys.includes(message))).toEqual([]);
  });

  it('say why a file is refused as core does, in English', () => {
    const big = { name: 'licence.pdf', size: 6 * 1024 * 1024 };
    expect(attachmentProblemText(t, { name: 'tool.exe', size: 10 }, 0)).toBe(
      CLAIM_MESSAGES.unsupportedFormat('tool.exe'),
    );
    expect(attachmentProblemText(t, big, 0)).toBe(CLAIM_MESSAGES.tooLarge('licence.pdf'));
    expect(attachmentProblemText(t, { name: 'bill.png', size: 10 }, 10)).toBe(CLAIM_MESSAGES.tooMany('bill.png'));
    expect(attachmentProblemText(t, { name: 'bill.png', size: 10 }, 9)).toBeUndefined();
  });
});
