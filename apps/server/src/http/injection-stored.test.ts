import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { ACCESS_TEST_ENV, createAccessFixtures, type AccessFixtures } from '../test/access-fixtures.ts';
import { insertIndexed, testOsId } from '../test/facility-fixtures.ts';
import { runJobs, uploadList } from '../test/list-helpers.ts';
import { INJECTION_PAYLOADS } from '../test/injection-payloads.ts';
import { claimBody, PDF, VALID_FIELDS } from '../modules/claims/claim-test-helpers.ts';
import { textSafetyMessages } from '@registry/core/text-safety';
import { NULL_CHARACTER_MESSAGE } from './null-characters.ts';

/**
 * SQL and script payloads through every text field the app stores: kept exactly as sent and
 * answered back as the same text (the web app renders text, never markup), or refused with a 4xx
 * naming the field where a rule applies; never a 500. NUL is always a 400 naming the field.
 */
let t: TestApp;
let f: AccessFixtures;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp(ACCESS_TEST_ENV);
  f = await createAccessFixtures(t);
  // A column of the owner's own, for an embed field to name.
  await t.database.db
    .insertInto('facility_lists')
    .values({
      contributor_id: f.callers.owner.contributorId!,
      name: 'Columns',
      file_name: 'c.csv',
      file_key: 'c',
      status: 'APPROVED',
      nonstandard_fields: ['colour_code'],
    })
    .execute();
}, 120_000);
afterAll(() => t?.close());

const owner = () => f.callers.owner.headers;
const admin = () => f.callers.superuser.headers;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** A fresh facility for calls that allow one per facility (claims, reports). */
async function newFacility() {
  const osId = testOsId('TH', ++seq);
  await insertIndexed(t.database.db, [
    {
      os_id: osId,
      name: `Bangkok Mill ${seq}`,
      address: `${seq} Sukhumvit Road, Bangkok`,
      country_code: 'TH',
      lat: 13.75,
      lng: 100.5,
    },
  ]);
  return osId;
}

/** Long enough for the moderation reason rule (30 characters that are not spaces). */
const longReason = (payload: string) => `${payload} is why this was rejected by staff`;

interface StoredField {
  /** Sends the payload; answers the write's response and, when it succeeds, a reader of the stored text. */
  write(payload: string): Promise<{ response: LightMyRequestResponse; read: () => Promise<unknown> }>;
  /** Field rules that may refuse some payloads: their exact messages, under the field's name. */
  rule?: string | string[];
  /** The text the field must hold afterwards (the payload itself unless the field adds to it). */
  expected?: (payload: string) => string;
  field: string;
}

const FIELDS: Record<string, StoredField> = {
  // The list name has its own rule (letters, numbers and a few signs), refused as a field error.
  'list name': {
    field: 'name',
    rule: "Facility List Name may only contain letters, numbers, spaces and the characters ' , - & . ( ) [ ] (no accents).",
    async write(payload) {
      const response = await uploadList(
        t.app,
        owner().cookie!,
        { name: payload },
        { name: 'x.csv', content: 'country,name,address\nThailand,Mill,1 Rama IV\n' },
      );
      return {
        response,
        read: async () => (await call('GET', `/api/facility-lists/${response.json().id}/`, owner())).json().name,
      };
    },
  },
  'list description': {
    field: 'description',
    async write(payload) {
      const response = await uploadList(
        t.app,
        owner().cookie!,
        { name: 'Hostile description', description: payload },
        { name: 'x.csv', content: 'country,name,address\nThailand,Mill,1 Rama IV\n' },
      );
      return {
        response,
        read: async () => (await call('GET', `/api/facility-lists/${response.json().id}/`, owner())).json().description,
      };
    },
  },
  'profile name and description': {
    field: 'name',
    async write(payload) {
      const url = `/user-profile/${f.callers.owner.userId}/`;
      const response = await call('PUT', url, owner(), {
        name: payload,
        description: payload,
        contributor_type: 'Brand / Retailer',
      });
      return { response, read: async () => (await call('GET', url, owner())).json().name };
    },
  },
  'claim contact name and title': {
    field: 'your_name',
    async write(payload) {
      const body = claimBody({ ...VALID_FIELDS, your_name: payload, your_title: payload }, [
        { field: 'files', name: 'licence.pdf', content: PDF },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/facilities/${await newFacility()}/claim/`,
        headers: { ...owner(), ...body.headers },
        payload: body.payload,
      });
      return {
        response,
        read: async () =>
          (await call('GET', `/api/facility-claims/${response.json().id}/`, admin())).json().contact_person,
      };
    },
  },
  'claimed facility description': {
    field: 'facility_description',
    async write(payload) {
      const url = `/api/facility-claims/${f.claimApproved}/claimed/`;
      const response = await call('PUT', url, owner(), {
        facility_description: payload,
        facility_workers_count: '100',
        facility_female_workers_percentage: '50',
      });
      return { response, read: async () => (await call('GET', url, owner())).json().facility_description };
    },
  },
  'claim review note': {
    field: 'note',
    async write(payload) {
      const response = await call('POST', `/api/facility-claims/${f.claimPending}/note/`, admin(), { note: payload });
      return {
        response,
        read: async () => {
          const notes = (await call('GET', `/api/facility-claims/${f.claimPending}/`, admin())).json().notes as {
            note: string;
          }[];
          return notes.at(-1)?.note;
        },
      };
    },
  },
  'status report reason': {
    field: 'reason_for_report',
    async write(payload) {
      const response = await call('POST', `/api/facilities/${await newFacility()}/report/`, owner(), {
        reason_for_report: payload,
        closure_state: 'CLOSED',
      });
      return {
        response,
        read: async () =>
          (await call('GET', `/api/facility-activity-reports/${response.json().id}/`, admin())).json()
            .reason_for_report,
      };
    },
  },
  'single location name (v1)': {
    field: 'name',
    // The list upload's rules too: markup and formulas are refused however the name arrives.
    rule: [
      'Name must contain letters or numbers, not only spaces or symbols.',
      textSafetyMessages.markup('Name'),
      textSafetyMessages.formula('Name'),
    ],
    async write(payload) {
      const response = await call('POST', '/api/v1/production-locations/', owner(), {
        name: payload,
        address: `${++seq} Silom Road, Bangkok`,
        country: 'TH',
      });
      return {
        response,
        read: async () =>
          (await call('GET', `/api/v1/moderation-events/${response.json().moderation_id}/`, admin())).json().raw_data
            .name,
      };
    },
  },
  'moderation rejection reason (v1)': {
    field: 'action_reason_text_raw',
    expected: longReason,
    async write(payload) {
      const event = await call('POST', '/api/v1/production-locations/', owner(), {
        name: `Silom Sewing ${++seq}`,
        address: `${seq} Silom Road, Bangkok`,
        country: 'TH',
      });
      const id = event.json().moderation_id as string;
      const reason = longReason(payload);
      const response = await call('PATCH', `/api/v1/moderation-events/${id}/`, admin(), {
        status: 'REJECTED',
        action_reason_text_cleaned: reason,
        action_reason_text_raw: reason,
      });
      return {
        response,
        read: async () =>
          (await call('GET', `/api/v1/moderation-events/${id}/`, admin())).json().action_reason_text_raw,
      };
    },
  },
  'embed search label and field name': {
    field: 'text_search_label',
    async write(payload) {
      const url = `/api/embed-configs/${f.embedConfigId}/`;
      const [column] = (await call('GET', '/api/nonstandard-fields/', owner())).json() as string[];
      const embed_fields = [{ column_name: column, display_name: payload, visible: true, searchable: true, order: 0 }];
      const response = await call('PUT', url, owner(), { color: '#000000', text_search_label: payload, embed_fields });
      return {
        response,
        read: async () => {
          const config = (await call('GET', url, owner())).json();
          return config.embed_fields[0].display_name === payload
            ? config.text_search_label
            : `display_name ${config.embed_fields[0].display_name}`;
        },
      };
    },
  },
  'API block grace reason': {
    field: 'grace_reason',
    async write(payload) {
      const url = `/api/api-blocks/${f.apiBlockId}/`;
      const response = await call('PUT', url, admin(), { grace_limit: 20, grace_reason: payload });
      return { response, read: async () => (await call('GET', url, admin())).json().grace_reason };
    },
  },
};

describe('SQL and script payloads in stored text fields', () => {
  for (const [name, stored] of Object.entries(FIELDS)) {
    it(`${name}: stored and answered exactly, or refused with a field error; never a 500`, async () => {
      const failures: string[] = [];
      for (const payload of INJECTION_PAYLOADS) {
        const { response, read } = await stored.write(payload);
        const label = `${JSON.stringify(payload)}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (payload.includes('\u0000')) {
          const errors = response.json() as Record<string, unknown>;
          const fieldErrors =
            response.statusCode === 422
              ? (errors.errors as { field: string; detail: string }[]).map((e) => [e.field, e.detail])
              : Object.entries(errors).map(([k, v]) => [k, (v as string[])[0]]);
          if (
            ![400, 422].includes(response.statusCode) ||
            !fieldErrors.some(([, detail]) => detail === NULL_CHARACTER_MESSAGE)
          )
            failures.push(`NUL not refused: ${label}`);
          continue;
        }
        if (response.statusCode >= 500) failures.push(`server error: ${label}`);
        else if (response.statusCode >= 400) {
          const body = response.json() as Record<string, unknown>;
          const messages =
            response.statusCode === 422
              ? (body.errors as { field: string; detail: string }[])
                  .filter((e) => e.field === stored.field)
                  .map((e) => e.detail)
              : ((body[stored.field] as string[] | undefined) ?? []);
          const rules = [stored.rule ?? []].flat();
          if (!messages.some((message) => rules.includes(message))) failures.push(`refused: ${label}`);
        } else {
          const value = await read();
          const expected = (stored.expected ?? ((p: string) => p))(payload);
          if (value !== expected) failures.push(`stored ${JSON.stringify(value)} for ${JSON.stringify(expected)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it('list rows: every payload in a CSV cell is kept as the row sent it', async () => {
    const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
    const payloads = INJECTION_PAYLOADS.filter((p) => !p.includes('\u0000'));
    const csv = ['country,name,address', ...payloads.map((p, i) => `Thailand,${quote(p)},${quote(`${i} ${p}`)}`)].join(
      '\n',
    );
    const upload = await uploadList(
      t.app,
      owner().cookie!,
      { name: 'Hostile rows' },
      { name: 'rows.csv', content: csv },
    );
    expect(upload.statusCode, upload.body).toBe(200);
    await runJobs(t.config, t.database.db);
    const items = (await call('GET', `/api/facility-lists/${upload.json().id}/items/?pageSize=100`, owner())).json()
      .results as { raw_data: Record<string, string> }[];
    expect(items.map((item) => item.raw_data.name)).toEqual(payloads);
    expect(items.map((item) => item.raw_data.address)).toEqual(payloads.map((p, i) => `${i} ${p}`));
  });

  it('a NUL in a multipart field or file name is a 400 naming it, and stores nothing', async () => {
    const lists = async () => (await t.database.db.selectFrom('facility_lists').select('id').execute()).length;
    const before = await lists();
    const named = await uploadList(
      t.app,
      owner().cookie!,
      { name: 'a\u0000b' },
      { name: 'x.csv', content: 'country,name,address\nThailand,Mill,1 Rama IV\n' },
    );
    expect([named.statusCode, named.json()]).toEqual([400, { name: [NULL_CHARACTER_MESSAGE] }]);
    const file = await uploadList(
      t.app,
      owner().cookie!,
      { name: 'Fine' },
      { name: 'x\u0000.csv', content: 'country,name,address\nThailand,Mill,1 Rama IV\n' },
    );
    expect([file.statusCode, file.json()]).toEqual([400, { file: [NULL_CHARACTER_MESSAGE] }]);
    expect(await lists()).toBe(before);
  });
});
