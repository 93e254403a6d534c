import {
  PARTNER_FIELD_MESSAGES,
  partnerValueProblem,
  type PartnerField,
  type PartnerFieldType,
} from '@registry/core/partner-fields';
import type { Db } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { RequestUser } from '../../http/request-user.ts';
import { findPartnerFieldValues } from './facility-values.ts';
import * as q from './queries.ts';

const view = (field: Awaited<ReturnType<typeof q.listFields>>[number]): PartnerField => ({
  id: field.id,
  name: field.name,
  type: field.type as PartnerFieldType,
  unit: field.unit,
  source_by: field.source_by,
  contributors: field.contributors,
});

/** Staff define partner fields and grant them; granted contributors fill them per facility. */
export function createPartnerFieldService(db: Db) {
  const one = async (id: number) => {
    const field = (await q.listFields(db)).find((f) => f.id === id);
    if (!field) throw notFound();
    return view(field);
  };
  const contributorOf = async (contributorId: number) => {
    if (!(await q.contributorExists(db, contributorId)))
      throw badRequest({ contributor_id: [PARTNER_FIELD_MESSAGES.unknownContributor] });
  };

  return {
    list: async () => (await q.listFields(db)).map(view),

    async define(input: { name: string; type: PartnerFieldType; unit: string; source_by: string }) {
      const id = await q.insertField(db, input);
      if (id === null) throw badRequest({ name: [PARTNER_FIELD_MESSAGES.nameTaken] });
      return one(id);
    },

    async grant(fieldId: number, contributorId: number) {
      if (!(await q.findField(db, { id: fieldId }))) throw notFound();
      await contributorOf(contributorId);
      await q.grant(db, fieldId, contributorId);
      return one(fieldId);
    },

    async revoke(fieldId: number, contributorId: number) {
      if (!(await q.findField(db, { id: fieldId }))) throw notFound();
      await q.revoke(db, fieldId, contributorId);
      return one(fieldId);
    },

    /** A granted contributor's value of the field on a facility (set again, it replaces the last). */
    async fill(user: RequestUser, osId: string, name: string, value: unknown) {
      const field = await q.findField(db, { name });
      if (!field) throw notFound(PARTNER_FIELD_MESSAGES.unknownField);
      const facility = await db.selectFrom('facilities').select('os_id').where('os_id', '=', osId).executeTakeFirst();
      if (!facility) throw notFound();
      if (user.contributorId === null || !(await q.isGranted(db, field.id, user.contributorId)))
        throw forbidden(PARTNER_FIELD_MESSAGES.notGranted);
      const problem = partnerValueProblem(field.type as PartnerFieldType, value);
      if (problem) throw badRequest({ value: [problem] });
      const stored = typeof value === 'string' ? value.trim() : value;
      await q.upsertValue(db, {
        facility_id: osId,
        partner_field_id: field.id,
        contributor_id: user.contributorId,
        value: stored,
      });
      return findPartnerFieldValues(db, osId);
    },
  };
}
