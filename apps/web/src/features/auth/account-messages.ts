import { accountMessages } from '@registry/core/account';
import { FALLBACK_MESSAGES } from '@/api/fallback-messages.ts';
import type { MessageId } from '@/lib/i18n/i18n.ts';
import { knownMessages } from '@/lib/i18n/known-messages.ts';

/**
 * The texts of the account rules (core's, the same on the server) and of the calls that fail, as
 * the account screens show them: core keeps its English, which is the catalogs' key.
 */
export const ACCOUNT_MESSAGES: readonly MessageId[] = [
  'Missing required field Email Address',
  'Missing required field Organization Name',
  'Missing required field Organization Description',
  'Missing required field Organization Type',
  'Missing required field Other Organization Type',
  'Missing required field Password',
  'Missing required field Confirm Password',
  'Missing required field Terms of Service',
  accountMessages.passwordMismatch,
  accountMessages.loginRequired,
  accountMessages.emailNotProvided,
  accountMessages.emailInvalid,
  accountMessages.resetFieldsRequired,
  accountMessages.resetMismatch,
  accountMessages.emailTaken,
  accountMessages.invalidCredentials,
  accountMessages.inactiveAccount,
  accountMessages.passwordTooShort,
  accountMessages.passwordTooLong,
  accountMessages.passwordNumeric,
  accountMessages.passwordLikeEmail,
  accountMessages.websiteInvalid,
  accountMessages.contributorTypeInvalid,
  accountMessages.invalidResetLink,
  accountMessages.invalidConfirmLink,
  FALLBACK_MESSAGES.signUp,
  FALLBACK_MESSAGES.logIn,
  FALLBACK_MESSAGES.forgotPassword,
  FALLBACK_MESSAGES.resetPassword,
  FALLBACK_MESSAGES.confirmAccount,
  'Not found',
];

/** A text of these rules or calls in the reader's language ('email: …' keeps its field). */
export const translateAccountMessage = knownMessages(ACCOUNT_MESSAGES);
