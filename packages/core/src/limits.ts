/** Longest text accepted in names, addresses and most single-line fields. */
export const MAX_STRING_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 1000;
export const MIN_PASSWORD_LENGTH = 9;
export const MAX_PASSWORD_LENGTH = 128;
