import type { MailMessage } from '../../adapters/mailer.ts';

interface ClaimEmailInput {
  to: string;
  productName: string;
  publicUrl: string;
  facilityName: string;
  osId: string;
}

const DECISION_TEXT = {
  APPROVED: { subject: 'approved', body: 'has been approved. You can now edit its profile here:' },
  DENIED: { subject: 'denied', body: 'has been denied.' },
  REVOKED: { subject: 'revoked', body: 'has been revoked.' },
} as const;

/** Sent to the claimant for every decision on their claim. */
export function claimDecisionMessage(
  input: ClaimEmailInput & { decision: keyof typeof DECISION_TEXT; reason: string; claimId: number },
): MailMessage {
  const text = DECISION_TEXT[input.decision];
  const facilityLink = `${input.publicUrl}/facilities/${input.osId}`;
  return {
    to: input.to,
    subject: `Your ${input.productName} claim of ${input.facilityName} was ${text.subject}`,
    text: [
      `Your claim of ${input.facilityName} (${facilityLink}) ${text.body}`,
      ...(input.decision === 'APPROVED' ? [`${input.publicUrl}/claimed/${input.claimId}`] : []),
      '',
      `Reason: ${input.reason}`,
    ].join('\n'),
  };
}

/** A message from staff about a pending claim. */
export function claimantMessage(input: ClaimEmailInput & { message: string }): MailMessage {
  return {
    to: input.to,
    subject: `A message about your ${input.productName} claim of ${input.facilityName}`,
    text: [
      `About your claim of ${input.facilityName} (${input.publicUrl}/facilities/${input.osId}):`,
      '',
      input.message,
    ].join('\n'),
  };
}
