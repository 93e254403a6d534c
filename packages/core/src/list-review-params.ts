import { z } from 'zod';
import { LIST_ACTION_MESSAGES, LIST_ITEM_STATUSES, LIST_ITEMS_MAX_PAGE_SIZE } from './list-status.ts';

const wholeNumber = (message: string, max = 2 ** 52) =>
  z
    .string()
    .regex(/^\d{1,16}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(1, message).max(max, message));

const oneOrMany = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]));

/** ?page&pageSize&status (repeatable, or comma-separated)&search of GET /api/facility-lists/{id}/items/. */
export const itemsQuery = z
  .object({
    page: wholeNumber(LIST_ACTION_MESSAGES.pageInvalid).optional().default(1),
    pageSize: wholeNumber(LIST_ACTION_MESSAGES.pageSizeInvalid, LIST_ITEMS_MAX_PAGE_SIZE)
      .optional()
      .default(LIST_ITEMS_MAX_PAGE_SIZE),
    status: oneOrMany
      .optional()
      .transform((values) =>
        (values ?? [])
          .flatMap((value) => value.split(','))
          .map((value) => value.trim().toUpperCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(LIST_ITEM_STATUSES, { error: LIST_ACTION_MESSAGES.statusInvalid }))),
    search: z.string().trim().max(200).optional().default(''),
  })
  .transform(({ status, ...rest }) => ({ ...rest, statuses: status }));

/** The {id} of every /api/facility-lists/{id}/... route. */
export const listParams = z.object({ id: wholeNumber(LIST_ACTION_MESSAGES.listIdMissing) });

/** A list is rejected with the reason its contributor is shown (spec part 1 §4, §5). */
export const rejectBody = z.object({
  reason: z
    .string({ error: LIST_ACTION_MESSAGES.rejectReasonMissing })
    .trim()
    .min(1, LIST_ACTION_MESSAGES.rejectReasonMissing)
    .max(1000, 'Ensure this value has at most 1000 characters.'),
});

export const matchParams = z.object({ id: wholeNumber('facilityMatchID is a required parameter') });

export const removeBody = z.object({
  list_item_id: z
    .union([z.number(), z.string()], { error: LIST_ACTION_MESSAGES.listItemIdMissing })
    .transform(String)
    .pipe(wholeNumber(LIST_ACTION_MESSAGES.listItemIdMissing)),
});
