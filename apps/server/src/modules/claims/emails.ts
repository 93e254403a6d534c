import type { MailMessage } from '../../adapters/mailer.ts';
import { claimMailTexts, fill } from './claim-mail-texts.ts';

interface ClaimEmailInput {
  to: string;
  /** The claim's language (facility_claims.language); the texts are claim-mail-texts.ts'. */
  language: string;
  productName: string;
  publicUrl: string;
  facilityName: string;
  osId: string;
}

const DECISION_TEXT = {
  APPROVED: { subject: 'approvedSubject', body: 'approvedBody' },
  DENIED: { subject: 'deniedSubject', body: 'deniedBody' },
  REVOKED: { subject: 'revokedSubject', body: 'revokedBody' },
} as const;

/** Sent to the claimant for every decision on their claim. */
export function claimDecisionMessage(
  input: ClaimEmailInput & { decision: keyof typeof DECISION_TEXT; reason: string; claimId: number },
): MailMessage {
  const texts = claimMailTexts(input.language);
  const keys = DECISION_TEXT[input.decision];
  const values = {
    product: input.productName,
    facility: input.facilityName,
    link: `${input.publicUrl}/facilities/${input.osId}`,
  };
  return {
    to: input.to,
    subject: fill(texts[keys.subject], values),
    text: [
      fill(texts[keys.body], values),
      ...(input.decision === 'APPROVED' ? [`${input.publicUrl}/claimed/${input.claimId}`] : []),
      '',
      fill(texts.reason, { reason: input.reason }),
    ].join('\n'),
  };
}

/** A message from staff about a pending claim. */
export function claimantMessage(input: ClaimEmailInput & { message: string }): MailMessage {
  const texts = claimMailTexts(input.language);
  const values = {
    product: input.productName,
    facility: input.facilityName,
    link: `${input.publicUrl}/facilities/${input.osId}`,
  };
  return {
    to: input.to,
    subject: fill(texts.messageSubject, values),
    text: [fill(texts.messageIntro, values), '', input.message].join('\n'),
  };
}
