import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_FIELD_MESSAGES } from '@registry/core/partner-fields';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { insertIndexedFacility, withCheck } from '../../test/facility-fixtures.ts';
import { facilityState } from '../facility-admin/admin-test-fixtures.ts';

let t: TestApp;
let admin: string;
let partner: string;
let brand: string;
let partnerId: number;
const FACILITY = withCheck('BD2024001PRT01');
const OTHER = withCheck('BD2024001PRT02');

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...CLIENT_HEADERS, cookie }, ...(payload ? { payload } : {}) });
const fill = (cookie: string, osId: string, name: string, value: unknown) =>
  call('PUT', `/api/facilities/${osId}/partner-fields/${name}/`, cookie, { value });
const detail = async (osId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/facilities/${osId}/`, headers: CLIENT_HEADERS })).json();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await createUser(db, { email: 'admin@example.com', superuser: true });
  admin = await login(t.app, 'admin@example.com');
  partnerId = (await createUser(db, { email: 'carbon@example.org' })).contributorId;
  partner = await login(t.app, 'carbon@example.org');
  await createUser(db, { email: 'brand@example.org' });
  brand = await login(t.app, 'brand@example.org');
  for (const [osId, name] of [
    [FACILITY, 'Rainbow Knitwear Ltd'],
    [OTHER, 'Savar Spinning'],
  ] as const)
    await insertIndexedFacility(db, {
      os_id: osId,
      name,
      address: 'Savar, Dhaka',
      country_code: 'BD',
      lat: 23.8,
      lng: 90.3,
    });
});
afterAll(() => t.close());

describe('partner fields: staff define and grant them, granted contributors fill them', () => {
  let fieldId: number;

  it('staff define a field with its type, unit and source; a name is taken once and must be snake_case', async () => {
    const created = await call('POST', '/api/partner-fields/', admin, {
      name: 'carbon_emissions',
      type: 'float',
      unit: 't CO2e',
      source_by: 'Carbon Partner audit 2026',
    });
    expect(created.statusCode).toBe(201);
    fieldId = created.json().id;
    expect(created.json()).toEqual({
      id: fieldId,
      name: 'carbon_emissions',
      type: 'float',
      unit: 't CO2e',
      source_by: 'Carbon Partner audit 2026',
      contributors: [],
    });
    const again = await call('POST', '/api/partner-fields/', admin, { name: 'carbon_emissions', type: 'int' });
    expect([again.statusCode, again.json().name]).toEqual([400, [PARTNER_FIELD_MESSAGES.nameTaken]]);
    const bad = await call('POST', '/api/partner-fields/', admin, { name: 'Carbon Emissions', type: 'number' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      name: [PARTNER_FIELD_MESSAGES.nameInvalid],
      type: ['Must be one of string, int, float.'],
    });
    expect(await t.database.db.selectFrom('partner_fields').select('name').execute()).toEqual([
      { name: 'carbon_emissions' },
    ]);
  });

  it('refuses a value from a contributor the field was not granted to, storing nothing', async () => {
    const refused = await fill(partner, FACILITY, 'carbon_emissions', 120.5);
    expect([refused.statusCode, refused.json()]).toEqual([403, { detail: PARTNER_FIELD_MESSAGES.notGranted }]);
    expect((await fill(partner, FACILITY, 'no_such_field', 1)).json()).toEqual({
      detail: PARTNER_FIELD_MESSAGES.unknownField,
    });
    expect(await t.database.db.selectFrom('partner_field_values').selectAll().execute()).toEqual([]);
    expect((await detail(FACILITY)).properties.partner_fields).toEqual({});
  });

  it('grants the field; the contributor fills it, checked against its type, and the facility answers it', async () => {
    const granted = await call('PUT', `/api/partner-fields/${fieldId}/contributors/${partnerId}/`, admin);
    expect(granted.json().contributors).toEqual([{ id: partnerId, name: 'Org of carbon@example.org' }]);
    expect((await call('PUT', `/api/partner-fields/${fieldId}/contributors/999999/`, admin)).json()).toEqual({
      contributor_id: [PARTNER_FIELD_MESSAGES.unknownContributor],
    });

    for (const [value, message] of [
      ['lots', PARTNER_FIELD_MESSAGES.valueNotNumber],
      [null, PARTNER_FIELD_MESSAGES.valueMissing],
    ] as const) {
      const refused = await fill(partner, FACILITY, 'carbon_emissions', value);
      expect([refused.statusCode, refused.json()]).toEqual([400, { value: [message] }]);
    }
    const saved = await fill(partner, FACILITY, 'carbon_emissions', 120.5);
    expect(saved.statusCode).toBe(200);
    const expected = {
      carbon_emissions: [
        {
          value: 120.5,
          unit: 't CO2e',
          source_by: 'Carbon Partner audit 2026',
          contributor_id: partnerId,
          contributor_name: 'Org of carbon@example.org',
          updated_at: expect.any(String),
        },
      ],
    };
    expect(saved.json()).toEqual(expected);
    // Set again, the value replaces the contributor's last one.
    expect((await fill(partner, FACILITY, 'carbon_emissions', 98)).json().carbon_emissions[0].value).toBe(98);
    expect((await detail(FACILITY)).properties.partner_fields).toEqual({
      carbon_emissions: [{ ...expected.carbon_emissions[0], value: 98 }],
    });
    expect((await detail(OTHER)).properties.partner_fields).toEqual({});
    const stored = await t.database.db.selectFrom('partner_field_values').select(['facility_id', 'value']).execute();
    expect(stored).toEqual([{ facility_id: FACILITY, value: 98 }]);
    // Another brand still may not.
    expect((await fill(brand, FACILITY, 'carbon_emissions', 1)).statusCode).toBe(403);
    const list = (await call('GET', '/api/partner-fields/', admin)).json();
    expect(list.map((f: { name: string; contributors: unknown[] }) => [f.name, f.contributors.length])).toEqual([
      ['carbon_emissions', 1],
    ]);
  });

  it('revoking stops new values; the given value stays shown', async () => {
    const revoked = await call('DELETE', `/api/partner-fields/${fieldId}/contributors/${partnerId}/`, admin);
    expect(revoked.json().contributors).toEqual([]);
    expect((await fill(partner, OTHER, 'carbon_emissions', 5)).statusCode).toBe(403);
    expect((await detail(FACILITY)).properties.partner_fields.carbon_emissions[0].value).toBe(98);
  });

  it('moves with the facility on a merge, and comes back when the merge is undone', async () => {
    const before = await facilityState(t.database.db, [OTHER, FACILITY]);
    const merged = await call('POST', `/api/facilities/merge/?target=${OTHER}&merge=${FACILITY}`, admin);
    expect(merged.statusCode).toBe(200);
    expect((await detail(OTHER)).properties.partner_fields.carbon_emissions[0].value).toBe(98);
    const undo = await call('POST', `/api/audit-log/${merged.json().audit_id}/undo/`, admin);
    expect(undo.statusCode).toBe(200);
    // Every row as it was (the index rows are rebuilt, with new timestamps, from the same sources).
    const after = await facilityState(t.database.db, [OTHER, FACILITY]);
    expect({ ...after, facility_index: [] }).toEqual({ ...before, facility_index: [] });
    expect(after.partner_field_values).toHaveLength(1);
    expect((await detail(FACILITY)).properties.partner_fields.carbon_emissions[0].value).toBe(98);
  });
});
