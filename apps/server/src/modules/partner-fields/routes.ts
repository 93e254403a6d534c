import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizeOsId } from '@registry/core/os-id';
import {
  facilityPartnerFieldsSchema,
  PARTNER_FIELD_MESSAGES,
  PARTNER_FIELD_NAME,
  PARTNER_FIELD_TYPES,
  partnerFieldSchema,
} from '@registry/core/partner-fields';
import type { AppDeps } from '../../http/deps.ts';
import { requireUser } from '../../http/request-user.ts';
import { signedIn, superusersOnly } from '../../http/route-access.ts';
import { createPartnerFieldService } from './service.ts';

const tags = ['partner fields'];
const id = z.coerce
  .number({ error: 'Must be a whole number.' })
  .int()
  .positive()
  .max(2 ** 52);
const grantParams = z.object({ id, contributorId: id });
const definition = z.object({
  name: z.string({ error: 'Must be text.' }).trim().regex(PARTNER_FIELD_NAME, PARTNER_FIELD_MESSAGES.nameInvalid),
  type: z.enum(PARTNER_FIELD_TYPES, { error: `Must be one of ${PARTNER_FIELD_TYPES.join(', ')}.` }),
  unit: z.string({ error: 'Must be text.' }).trim().max(50, 'Ensure this value has at most 50 characters.').default(''),
  source_by: z
    .string({ error: 'Must be text.' })
    .trim()
    .max(500, 'Ensure this value has at most 500 characters.')
    .default(''),
});
const valueParams = z.object({ osId: z.string().max(30), name: z.string().max(50) });
const valueBody = z.object({ value: z.unknown().describe("A string, or a number for an 'int' or 'float' field.") });

/**
 * Partner fields: staff define them (name, type, unit, source) and grant them to contributors;
 * a granted contributor fills a facility's value through the API (PUT below), the smallest real
 * way in: one call per facility and field, by session or API token.
 */
export const partnerFieldRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const fields = createPartnerFieldService(deps.db);

  app.get(
    '/api/partner-fields/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: 'Staff: every partner field with who may fill it',
        response: { 200: z.array(partnerFieldSchema) },
      },
    },
    async () => fields.list(),
  );
  app.post(
    '/api/partner-fields/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: 'Staff: define a partner field',
        body: definition,
        response: { 201: partnerFieldSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await fields.define(request.body)),
  );
  app.put(
    '/api/partner-fields/:id/contributors/:contributorId/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: 'Staff: let a contributor fill the partner field',
        params: grantParams,
        response: { 200: partnerFieldSchema },
      },
    },
    async (request) => fields.grant(request.params.id, request.params.contributorId),
  );
  app.delete(
    '/api/partner-fields/:id/contributors/:contributorId/',
    {
      preValidation: superusersOnly,
      schema: {
        tags,
        summary: 'Staff: stop a contributor filling the partner field (its values stay)',
        params: grantParams,
        response: { 200: partnerFieldSchema },
      },
    },
    async (request) => fields.revoke(request.params.id, request.params.contributorId),
  );
  app.put(
    '/api/facilities/:osId/partner-fields/:name/',
    {
      preValidation: signedIn,
      schema: {
        tags,
        summary:
          "A granted contributor sets its value of a partner field on a facility; answers the facility's partner_fields",
        params: valueParams,
        body: valueBody,
        response: { 200: facilityPartnerFieldsSchema },
      },
    },
    async (request) =>
      fields.fill(requireUser(request), normalizeOsId(request.params.osId), request.params.name, request.body.value),
  );
};
