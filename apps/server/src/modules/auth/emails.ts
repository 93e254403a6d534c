import type { MailMessage } from '../../adapters/mailer.ts';

interface EmailInput {
  to: string;
  link: string;
  productName: string;
}

export function confirmEmailMessage({ to, link, productName }: EmailInput): MailMessage {
  return {
    to,
    subject: `Confirm your ${productName} account`,
    text: [
      `Welcome to ${productName}!`,
      '',
      'Please confirm your e-mail address to activate your account:',
      link,
      '',
      'The link is valid for 3 days. If you did not register, you can ignore this e-mail.',
    ].join('\n'),
  };
}

export function resetPasswordMessage({ to, link, productName }: EmailInput): MailMessage {
  return {
    to,
    subject: `Reset your ${productName} password`,
    text: [
      `Someone asked to reset the password of your ${productName} account.`,
      '',
      'Choose a new password here:',
      link,
      '',
      'The link is valid for 24 hours and works once. If you did not ask for it, you can ignore this e-mail.',
    ].join('\n'),
  };
}
