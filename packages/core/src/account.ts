import { z } from 'zod';
import { CONTRIBUTOR_TYPES, OTHER_CONTRIBUTOR_TYPE } from './contributor-types.ts';
import { MAX_DESCRIPTION_LENGTH, MAX_PASSWORD_LENGTH, MAX_STRING_LENGTH, MIN_PASSWORD_LENGTH } from './limits.ts';

/** Labels used in 'Missing required field {label}' (spec part 1 §5). */
export const SIGN_UP_LABELS = {
  email: 'Email Address',
  name: 'Organization Name',
  description: 'Organization Description',
  contributor_type: 'Organization Type',
  other_contributor_type: 'Other Organization Type',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  has_agreed_to_terms_of_service: 'Terms of Service',
  website: 'Website',
} as const;

export const accountMessages = {
  missingField: (label: string) => `Missing required field ${label}`,
  passwordMismatch: "Password and confirmation password don't match",
  loginRequired: 'Email and password are required',
  emailNotProvided: 'Email address was not provided',
  emailInvalid: 'Email address is invalid',
  resetFieldsRequired: 'Password and password confirmation fields are required',
  resetMismatch: "Password and confirmation don't match",
  tooLong: (max: number, actual: number) => `Ensure this value has at most ${max} characters. (it has ${actual})`,
  emailTaken: 'A user with that email already exists.',
  invalidCredentials: 'Unable to log in with provided credentials.',
  inactiveAccount: 'This account has not been confirmed. Check your email for the confirmation link.',
  passwordTooShort: `This password is too short. It must contain at least ${MIN_PASSWORD_LENGTH} characters.`,
  passwordTooLong: `This password is too long. It must contain at most ${MAX_PASSWORD_LENGTH} characters.`,
  passwordNumeric: 'This password is entirely numeric.',
  passwordLikeEmail: 'The password is too similar to the email address.',
  websiteInvalid: 'Enter a valid URL.',
  contributorTypeInvalid: 'Select a valid organization type.',
  invalidResetLink: 'This password reset link is invalid or has expired.',
  invalidConfirmLink: 'This confirmation link is invalid or has expired.',
  wrongCurrentPassword: 'The current password is incorrect.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Server-side password rules; the messages are shown to the user as a list. */
export function passwordProblems(password: string, email = ''): string[] {
  const problems: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) problems.push(accountMessages.passwordTooShort);
  if (password.length > MAX_PASSWORD_LENGTH) problems.push(accountMessages.passwordTooLong);
  if (/^\d+$/.test(password)) problems.push(accountMessages.passwordNumeric);
  const localPart = email.split('@')[0]?.toLowerCase() ?? '';
  if (localPart.length >= 4 && password.toLowerCase().includes(localPart))
    problems.push(accountMessages.passwordLikeEmail);
  return problems;
}

const required = (label: string) => z.string({ error: accountMessages.missingField(label) }).trim();

const limited = (schema: z.ZodString, max: number) =>
  schema.superRefine((value, ctx) => {
    if (value.length > max) ctx.addIssue({ code: 'custom', message: accountMessages.tooLong(max, value.length) });
  });

/** POST /user-signup/ — validated the same way in the register form and on the server. */
export const signUpSchema = z
  .object({
    email: limited(
      required(SIGN_UP_LABELS.email).min(1, accountMessages.missingField(SIGN_UP_LABELS.email)),
      254,
    ).refine((value) => value === '' || isEmail(value), accountMessages.emailInvalid),
    name: limited(
      required(SIGN_UP_LABELS.name).min(1, accountMessages.missingField(SIGN_UP_LABELS.name)),
      MAX_STRING_LENGTH,
    ),
    description: limited(
      required(SIGN_UP_LABELS.description).min(1, accountMessages.missingField(SIGN_UP_LABELS.description)),
      MAX_DESCRIPTION_LENGTH,
    ),
    website: limited(z.string({ error: accountMessages.websiteInvalid }).trim(), MAX_STRING_LENGTH)
      .refine((value) => value === '' || isHttpUrl(value), accountMessages.websiteInvalid)
      .default(''),
    contributor_type: required(SIGN_UP_LABELS.contributor_type)
      .min(1, accountMessages.missingField(SIGN_UP_LABELS.contributor_type))
      .refine(
        (value) => value === '' || (CONTRIBUTOR_TYPES as readonly string[]).includes(value),
        accountMessages.contributorTypeInvalid,
      ),
    other_contributor_type: limited(z.string().trim(), MAX_STRING_LENGTH).optional(),
    password: z
      .string({ error: accountMessages.missingField(SIGN_UP_LABELS.password) })
      .min(1, accountMessages.missingField(SIGN_UP_LABELS.password)),
    confirmPassword: z
      .string({ error: accountMessages.missingField(SIGN_UP_LABELS.confirmPassword) })
      .min(1, accountMessages.missingField(SIGN_UP_LABELS.confirmPassword)),
    should_receive_newsletter: z.boolean({ error: 'Must be true or false.' }).default(false),
    has_agreed_to_terms_of_service: z
      .boolean({ error: accountMessages.missingField(SIGN_UP_LABELS.has_agreed_to_terms_of_service) })
      .refine((value) => value, accountMessages.missingField(SIGN_UP_LABELS.has_agreed_to_terms_of_service)),
  })
  .superRefine((value, ctx) => {
    if (value.contributor_type === OTHER_CONTRIBUTOR_TYPE && !value.other_contributor_type) {
      ctx.addIssue({
        code: 'custom',
        path: ['other_contributor_type'],
        message: accountMessages.missingField(SIGN_UP_LABELS.other_contributor_type),
      });
    }
    if (value.password && value.confirmPassword && value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: accountMessages.passwordMismatch });
    }
    for (const problem of value.password ? passwordProblems(value.password, value.email) : []) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
    }
  });
export type SignUpInput = z.input<typeof signUpSchema>;

/** POST /user-login/ */
export const loginSchema = z.object({
  email: limited(z.string({ error: accountMessages.loginRequired }).trim().min(1, accountMessages.loginRequired), 254),
  password: limited(
    z.string({ error: accountMessages.loginRequired }).min(1, accountMessages.loginRequired),
    MAX_PASSWORD_LENGTH,
  ),
});

/** POST /rest-auth/password/reset/ */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: accountMessages.emailNotProvided })
    .trim()
    .min(1, accountMessages.emailNotProvided)
    .refine(isEmail, accountMessages.emailInvalid),
});

/** POST /rest-auth/password/reset/confirm/ */
export const resetPasswordSchema = z
  .object({
    uid: z.string({ error: 'uid is required' }).min(1, 'uid is required').max(64),
    token: z.string({ error: 'token is required' }).min(1, 'token is required').max(256),
    new_password1: z.string({ error: accountMessages.resetFieldsRequired }).min(1, accountMessages.resetFieldsRequired),
    new_password2: z.string({ error: accountMessages.resetFieldsRequired }).min(1, accountMessages.resetFieldsRequired),
  })
  .superRefine((value, ctx) => {
    if (value.new_password1 && value.new_password2 && value.new_password1 !== value.new_password2) {
      ctx.addIssue({ code: 'custom', path: ['new_password2'], message: accountMessages.resetMismatch });
    }
    for (const problem of passwordProblems(value.new_password1)) {
      ctx.addIssue({ code: 'custom', path: ['new_password1'], message: problem });
    }
  });

/** POST /rest-auth/registration/verify-email/ */
export const confirmEmailSchema = z.object({
  key: z.string({ error: 'key is required' }).min(1, 'key is required').max(256),
});
