import type { Transaction } from 'kysely';
import { isAdjustableMatchStatus, MATCH_MESSAGES } from '@registry/core/facility-admin';
import type { DB } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import * as q from './queries.ts';

const refuse = (message: string) => badRequest({ match_id: [message] }, message);

/** The facility and the match a split/promote/move names, checked: 404 for an unknown facility, 400 for a bad match. */
export async function loadFacilityAndMatch(
  trx: Transaction<DB>,
  osId: string,
  matchId: number,
  options: { onFacility: boolean },
) {
  const facility = await q.findFacility(trx, osId, { lock: true });
  if (!facility) throw notFound();
  const match = await q.findMatch(trx, matchId, { lock: true });
  if (!match) throw refuse(`Match ${matchId} does not exist.`);
  if (options.onFacility && match.facility_id !== facility.os_id) throw refuse(MATCH_MESSAGES.notOnFacility);
  if (!isAdjustableMatchStatus(match.status)) throw refuse(MATCH_MESSAGES.notAdjustable);
  return { facility, match };
}

export { refuse };
