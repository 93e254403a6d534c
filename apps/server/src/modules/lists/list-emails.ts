import type { Mailer, MailMessage } from '../../adapters/mailer.ts';
import type { Db } from '../../db/database.ts';
import { findList, statusCounts } from './queries.ts';

interface ListProcessedInput {
  to: string;
  productName: string;
  publicUrl: string;
  list: { id: number; name: string };
  counts: Record<string, number>;
}

/** Sent to the contributor when every row of their list is geocoded and matched. */
export function listProcessedMessage(input: ListProcessedInput): MailMessage {
  const lines = Object.entries(input.counts)
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `  ${status}: ${n}`);
  return {
    to: input.to,
    subject: `Your ${input.productName} list "${input.list.name}" has been processed`,
    text: [
      `Your list "${input.list.name}" has been processed. Its rows by status:`,
      ...lines,
      '',
      `Review the list, and any potential matches waiting for a decision, here: ${input.publicUrl}/lists/${input.list.id}`,
    ].join('\n'),
  };
}

/** The job behind the e-mail (queued in the transaction that marks the list processed). */
export async function sendListProcessedEmail(
  deps: { db: Db; mailer: Mailer; productName: string; publicUrl: string },
  listId: number,
): Promise<void> {
  const list = await findList(deps.db, listId);
  if (!list) return;
  const owner = await deps.db
    .selectFrom('contributors as c')
    .innerJoin('users as u', 'u.id', 'c.admin_id')
    .select('u.email')
    .where('c.id', '=', list.contributor_id)
    .executeTakeFirst();
  if (!owner) return;
  const counts = (await statusCounts(deps.db, [listId])).get(listId) ?? {};
  // Once per list, however often the job runs (its worker may die before marking it done).
  const message = listProcessedMessage({
    to: owner.email,
    productName: deps.productName,
    publicUrl: deps.publicUrl,
    list,
    counts,
  });
  await deps.mailer.send(message, { dedupeKey: `lists.processed:${listId}` });
}
