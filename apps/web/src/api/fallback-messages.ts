/**
 * The per-action fallback texts of spec §8, shown when a call fails without a usable
 * answer (no status, 5xx, or a body with nothing to show). One place for all of them.
 */
export const FALLBACK_MESSAGES = {
  signUp: 'An error prevented signing up',
  logIn: 'An error prevented logging in',
  logOut: 'An error prevented logging out',
  forgotPassword: 'An error prevented sending the forgot password email',
  resetPassword: 'An error prevented resetting your password',
  // The spec gives no text for confirming an account; this follows the pattern of the others.
  confirmAccount: 'An error prevented confirming your account',
  featureFlags: 'An error prevented fetching feature flags',
  fetchFacility: 'An error prevented fetching that facility',
  missingUserId: 'Missing required URL parameter user ID',
  fetchProfile: 'An error prevented fetching user profile data',
  updateProfile: 'An error prevented updating profile data',
  createApiToken: 'An error prevented creating an API token',
  deleteApiToken: 'An error prevented deleting the API token',
  fetchApiToken: 'An error prevented fetching the API token',
  fetchApiInfo: 'An error prevented fetching the API call information',
  fetchEmbedConfig: 'An error prevented fetching embedded map configuration data',
} as const;
