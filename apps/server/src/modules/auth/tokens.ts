import { createHash, randomBytes } from 'node:crypto';

/** A random secret for cookies, e-mail links and API keys. */
export function newSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Secrets are stored only as their SHA-256, so a database leak does not leak sessions or links. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The uid of password-reset links: the user id in base 36. */
export const encodeUid = (userId: number) => userId.toString(36);
export function decodeUid(uid: string): number | null {
  if (!/^[0-9a-z]{1,12}$/.test(uid)) return null;
  const id = Number.parseInt(uid, 36);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
