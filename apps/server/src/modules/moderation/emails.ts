import type { MailMessage } from '../../adapters/mailer.ts';

interface OutcomeInput {
  to: string;
  productName: string;
  publicUrl: string;
  locationName: string;
}

/** Sent to the contributor when their contribution is approved: the location's OS ID and page. */
export function contributionApprovedMessage(input: OutcomeInput & { osId: string; matched: boolean }): MailMessage {
  const link = `${input.publicUrl}/facilities/${input.osId}`;
  return {
    to: input.to,
    subject: `Your ${input.productName} contribution for ${input.locationName} was approved`,
    text: [
      input.matched
        ? `Your data for ${input.locationName} was added to an existing production location.`
        : `${input.locationName} is now live as a new production location.`,
      '',
      `OS ID: ${input.osId}`,
      link,
    ].join('\n'),
  };
}

/** Sent to the contributor when their contribution is rejected, with the moderator's reason. */
export function contributionRejectedMessage(
  input: OutcomeInput & { osId: string | null; reason: string },
): MailMessage {
  return {
    to: input.to,
    subject: `Your ${input.productName} contribution for ${input.locationName} was rejected`,
    text: [
      `Your contribution for ${input.locationName} was not accepted.`,
      ...(input.osId ? [`OS ID: ${input.osId}`, `${input.publicUrl}/facilities/${input.osId}`] : []),
      '',
      `Reason: ${input.reason}`,
    ].join('\n'),
  };
}
