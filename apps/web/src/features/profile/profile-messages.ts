import { accountMessages } from '@registry/core/account';
import { profileMessages } from '@registry/core/profile';
import { FALLBACK_MESSAGES } from '@/api/fallback-messages.ts';
import type { MessageId } from '@/lib/i18n/i18n.ts';
import { knownMessages } from '@/lib/i18n/known-messages.ts';

/**
 * The texts of the profile rules (core's, the same on the server) and of the calls that fail, as
 * the profile screens show them: core keeps its English, which is the catalogs' key.
 */
export const PROFILE_MESSAGES: readonly MessageId[] = [
  'Missing required field Organization Name',
  'Missing required field Organization Description',
  'Missing required field Organization Type',
  'Missing required field Other Organization Type',
  accountMessages.websiteInvalid,
  accountMessages.contributorTypeInvalid,
  accountMessages.passwordTooShort,
  accountMessages.passwordTooLong,
  accountMessages.passwordNumeric,
  accountMessages.passwordLikeEmail,
  accountMessages.wrongCurrentPassword,
  profileMessages.moderationModeStaffOnly,
  profileMessages.currentPasswordRequired,
  profileMessages.newPasswordRequired,
  profileMessages.newPasswordMismatch,
  FALLBACK_MESSAGES.missingUserId,
  FALLBACK_MESSAGES.fetchProfile,
  FALLBACK_MESSAGES.updateProfile,
  'Not found',
];

/** A text of these rules or calls in the reader's language ('email: …' keeps its field). */
export const translateProfileMessage = knownMessages(PROFILE_MESSAGES);
