import type { z } from 'zod';
import { accountMessages, type signUpSchema } from '@registry/core/account';
import type { UserSession } from '@registry/core/account-api';
import { OTHER_CONTRIBUTOR_TYPE } from '@registry/core/contributor-types';
import type { Mailer } from '../../adapters/mailer.ts';
import type { Db } from '../../db/database.ts';
import { ApiError, badRequest } from '../../http/errors.ts';
import type { RequestUser } from '../../http/request-user.ts';
import { hashPassword, verifyPassword } from './password.ts';
import * as q from './queries.ts';
import { decodeUid, encodeUid, hashSecret, newSecret } from './tokens.ts';
import { confirmEmailMessage, resetPasswordMessage } from './emails.ts';
import { toRequestUser } from './principal.ts';
import { createAllowanceService } from '../downloads/allowance-service.ts';
import { enqueue } from '../../jobs/queue.ts';
import { PASSWORD_RESET_JOB } from './auth-job-types.ts';

export const SESSION_DAYS = 14;
const CONFIRM_VALID_HOURS = 72;
const RESET_VALID_HOURS = 24;
/**
 * Reset mails one address receives: at most this many unused links within RESET_THROTTLE_MINUTES;
 * further requests send nothing (the answer is the same, so it tells nobody anything) until one
 * is used or the hour has passed. The per-IP limit alone let anyone flood one mailbox.
 */
const RESET_MAILS_PER_WINDOW = 3;
const RESET_THROTTLE_MINUTES = 60;
/** Anonymous visitors and accounts without their own allowance (spec part 1 §9). */
export const DEFAULT_ALLOWED_RECORDS = 5000;

export interface AuthServiceDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  productName: string;
  /** DOWNLOAD_FREE_ALLOWANCE: the session reports what is left of it plus purchases. */
  freeDownloadAllowance?: number;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

// Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;

export function createAuthService(deps: AuthServiceDeps) {
  const { db } = deps;
  const downloads = createAllowanceService({
    db,
    freeAllowance: deps.freeDownloadAllowance ?? DEFAULT_ALLOWED_RECORDS,
  });

  return {
    async signUp(input: z.output<typeof signUpSchema>) {
      const passwordHash = await hashPassword(input.password);
      try {
        const created = await db.transaction().execute((trx) =>
          q.insertUserWithContributor(
            trx,
            {
              email: input.email,
              password_hash: passwordHash,
              should_receive_newsletter: input.should_receive_newsletter,
              has_agreed_to_terms_of_service: input.has_agreed_to_terms_of_service,
            },
            {
              name: input.name,
              description: input.description,
              website: input.website,
              contributor_type: input.contributor_type,
              other_contributor_type:
                input.contributor_type === OTHER_CONTRIBUTOR_TYPE ? (input.other_contributor_type ?? null) : null,
            },
          ),
        );
        const key = newSecret();
        await q.insertEmailToken(db, created.userId, 'confirm_email', hashSecret(key), CONFIRM_VALID_HOURS);
        await deps.mailer.send(
          confirmEmailMessage({ ...deps, to: input.email, link: `${deps.publicUrl}/auth/confirm/${key}` }),
        );
        return { id: created.userId, email: input.email, name: input.name, contributor_id: created.contributorId };
      } catch (error) {
        if (isUniqueViolation(error)) throw badRequest({ email: [accountMessages.emailTaken] });
        throw error;
      }
    },

    async confirmEmail(key: string) {
      const confirmed = await db.transaction().execute(async (trx) => {
        const token = await q.consumeEmailToken(trx, 'confirm_email', hashSecret(key));
        if (token) await q.activateUser(trx, token.user_id);
        return Boolean(token);
      });
      if (!confirmed) throw new ApiError(400, accountMessages.invalidConfirmLink);
    },

    /** Checks the credentials and opens a session; returns the cookie secret and the signed-in user. */
    async login(email: string, password: string, meta: { ip: string; userAgent: string | null }) {
      const user = await q.findUserByEmail(db, email);
      const valid = await verifyPassword(
        password,
        user?.password_hash ?? (await (dummyHash ??= hashPassword(newSecret()))),
      );
      if (!user || !valid) throw badRequest({ non_field_errors: [accountMessages.invalidCredentials] });
      if (!user.is_active) throw badRequest({ non_field_errors: [accountMessages.inactiveAccount] });
      const secret = newSecret();
      await q.insertSession(db, {
        token_hash: hashSecret(secret),
        user_id: user.id,
        ip: meta.ip,
        user_agent: meta.userAgent,
        days: SESSION_DAYS,
      });
      await q.touchLogin(db, user.id);
      const principal = await q.findSessionPrincipal(db, hashSecret(secret));
      if (!principal) throw new Error('The session just created was not found');
      return { secret, user: toRequestUser(principal, 'session') };
    },

    async logout(secret: string | undefined) {
      if (secret) await q.deleteSession(db, hashSecret(secret));
    },

    /**
     * Queues the reset: the request does the same work (one insert) whether the account exists or
     * not, so neither its answer nor its time tells an attacker which addresses have accounts.
     */
    async requestPasswordReset(email: string) {
      await enqueue(db, PASSWORD_RESET_JOB, { email });
    },

    /** The queued reset: a link to the account's address when it exists, nothing otherwise. */
    async sendPasswordResetLink(email: string) {
      const user = await q.findUserByEmail(db, email);
      if (!user) return;
      const recent = await q.countRecentEmailTokens(db, user.id, 'reset_password', RESET_THROTTLE_MINUTES);
      if (recent >= RESET_MAILS_PER_WINDOW) return;
      const token = newSecret();
      await q.insertEmailToken(db, user.id, 'reset_password', hashSecret(token), RESET_VALID_HOURS);
      const link = `${deps.publicUrl}/auth/resetpassword/${encodeUid(user.id)}?token=${token}`;
      await deps.mailer.send(resetPasswordMessage({ ...deps, to: user.email, link }));
    },

    /** Sets the new password, proves the e-mail, and signs every session out. */
    async confirmPasswordReset(input: { uid: string; token: string; new_password1: string }) {
      const userId = decodeUid(input.uid);
      const passwordHash = await hashPassword(input.new_password1);
      if (userId === null) throw badRequest({ token: [accountMessages.invalidResetLink] });
      const done = await db.transaction().execute(async (trx) => {
        const token = await q.consumeEmailToken(trx, 'reset_password', hashSecret(input.token), userId);
        if (!token) return false;
        await q.voidEmailTokens(trx, token.user_id, 'reset_password');
        await q.setPassword(trx, token.user_id, passwordHash);
        await q.deleteUserSessions(trx, token.user_id);
        return true;
      });
      if (!done) throw badRequest({ token: [accountMessages.invalidResetLink] });
    },

    async sessionFor(user: RequestUser | null): Promise<UserSession> {
      if (!user) {
        return {
          isAnon: true,
          id: null,
          email: null,
          name: null,
          contributor_id: null,
          is_superuser: false,
          is_staff: false,
          is_moderation_mode: false,
          allowed_records_number: DEFAULT_ALLOWED_RECORDS,
          groups: [],
          claimed_facility_ids: { approved: [], pending: [] },
          embed_level: null,
        };
      }
      const details = await q.findSessionDetails(db, user.id);
      const allowance = user.contributorId === null ? 0 : (await downloads.summary(user.contributorId)).remaining;
      return {
        isAnon: false,
        id: user.id,
        email: user.email,
        name: details?.name ?? null,
        contributor_id: user.contributorId,
        is_superuser: user.isSuperuser,
        is_staff: user.isStaff,
        is_moderation_mode: user.isModerationMode,
        allowed_records_number: allowance,
        groups: user.groups,
        claimed_facility_ids: { approved: details?.approved_claims ?? [], pending: details?.pending_claims ?? [] },
        embed_level: details?.embed_level ?? null,
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
