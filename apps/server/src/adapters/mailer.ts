import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /**
   * With `dedupeKey`, an e-mail already recorded under the key is not recorded again (a job run a
   * second time after a crash); one recorded but not yet sent through SMTP is sent now.
   */
  send(message: MailMessage, options?: { dedupeKey?: string }): Promise<void>;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'error'>;

const LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * Every e-mail is recorded in the outbox table. Without SMTP (the offline default) that is
 * where it stays, and its links are logged so a developer (or a browser test) can follow them.
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; log?: Log }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message, { dedupeKey } = {}) {
      const inserted = await options.db
        .insertInto('email_outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          dedupe_key: dedupeKey ?? null,
        })
        .onConflict((oc) => oc.column('dedupe_key').doNothing())
        .returning('id')
        .executeTakeFirst();
      let row = inserted;
      if (!row) {
        const earlier = await options.db
          .selectFrom('email_outbox')
          .select(['id', 'sent_at'])
          .where('dedupe_key', '=', dedupeKey!)
          .executeTakeFirstOrThrow();
        if (!transport || earlier.sent_at) return;
        row = earlier;
      }
      if (!transport) {
        options.log?.info(
          { to: message.to, subject: message.subject, links: message.text.match(LINK) ?? [] },
          'email queued',
        );
        return;
      }
      try {
        await transport.sendMail({ from: options.from, ...message });
        await options.db
          .updateTable('email_outbox')
          .set({ sent_at: new Date(), attempts: 1 })
          .where('id', '=', row.id)
          .execute();
      } catch (error) {
        // The user's action succeeded; a mail server outage is recorded, not thrown at them.
        options.log?.error({ err: error, to: message.to }, 'email could not be sent');
        await options.db
          .updateTable('email_outbox')
          .set({ attempts: 1, last_error: (error as Error).message.slice(0, 1000) })
          .where('id', '=', row.id)
          .execute();
      }
    },
  };
}
