import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { insertIndexedFacility, withCheck } from '../../test/facility-fixtures.ts';
import { claimBody, PDF, PNG, postClaim, VALID_FIELDS } from './claim-test-helpers.ts';

let t: TestApp;
let owner: string;
let rival: string;
let admin: string;
let adminId: number;

const FACILITY = withCheck('BD2024001AAAAA');
const VIETNAM = withCheck('VN2024001BBBBB');
const claimIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.database.db, { email: 'owner@example.com' });
  owner = await login(t.app, 'owner@example.com');
  await createUser(t.database.db, { email: 'rival@example.com' });
  rival = await login(t.app, 'rival@example.com');
  adminId = (await createUser(t.database.db, { email: 'admin@example.com', superuser: true })).userId;
  admin = await login(t.app, 'admin@example.com');
  await insertIndexedFacility(t.database.db, {
    os_id: FACILITY,
    name: 'Rainbow Knitwear Ltd',
    address: 'Plot 5, Savar, Dhaka',
    country_code: 'BD',
    lat: 23.81,
    lng: 90.41,
  });
  await insertIndexedFacility(t.database.db, {
    os_id: VIETNAM,
    name: 'Saigon Garment',
    address: 'District 7, Ho Chi Minh City',
    country_code: 'VN',
    lat: 10.73,
    lng: 106.72,
  });
  const first = await postClaim(
    t.app,
    owner,
    FACILITY,
    { ...VALID_FIELDS, sectors: 'Apparel', number_of_workers: '250' },
    [
      { field: 'business_files', name: 'licence.pdf', content: PDF },
      { field: 'files', name: 'badge.png', content: PNG },
    ],
  );
  claimIds.owner = first.json().id;
  claimIds.rival = (await postClaim(t.app, rival, VIETNAM, VALID_FIELDS)).json().id;
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...CLIENT_HEADERS, cookie }, payload });
const claim = (id: number) =>
  t.database.db.selectFrom('facility_claims').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const notes = (id: number) =>
  t.database.db
    .selectFrom('facility_claim_notes')
    .selectAll()
    .where('facility_claim_id', '=', id)
    .orderBy('id')
    .execute();
const outbox = () =>
  t.database.db.selectFrom('email_outbox').select(['to_address', 'subject', 'text_body']).orderBy('id').execute();
const indexFlags = (osId: string) =>
  t.database.db
    .selectFrom('facility_index')
    .select(['has_approved_claim', 'has_pending_claim'])
    .where('os_id', '=', osId)
    .executeTakeFirstOrThrow();
const session = async (cookie: string) => (await get('/user-session/', cookie)).json().claimed_facility_ids;

describe('claims review: permissions', () => {
  it('answers 403 to non-superusers and 401 to anonymous callers on every staff route, changing nothing', async () => {
    const before = { claim: await claim(claimIds.owner!), notes: await notes(claimIds.owner!), mail: await outbox() };
    const id = claimIds.owner;
    for (const [method, url, payload] of [
      ['GET', '/api/facility-claims/', undefined],
      ['POST', `/api/facility-claims/${id}/approve/`, { reason: 'ok' }],
      ['POST', `/api/facility-claims/${id}/deny/`, { reason: 'no' }],
      ['POST', `/api/facility-claims/${id}/revoke/`, { reason: 'no' }],
      ['POST', `/api/facility-claims/${id}/note/`, { note: 'hi' }],
      ['POST', `/api/facility-claims/${id}/message-claimant/`, { message: 'hi' }],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { ...CLIENT_HEADERS, cookie: owner },
        ...(payload ? { payload } : {}),
      });
      expect([url, response.statusCode]).toEqual([url, 403]);
      const anonymous = await t.app.inject({ method, url, headers: CLIENT_HEADERS, ...(payload ? { payload } : {}) });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
    }
    expect({ claim: await claim(claimIds.owner!), notes: await notes(claimIds.owner!), mail: await outbox() }).toEqual(
      before,
    );
  });

  it('checks the caller before the input (401, 403 before 400); a document path is checked first', async () => {
    const status = async (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) =>
      (await t.app.inject({ method, url, headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}) }, payload }))
        .statusCode;
    expect(await status('GET', '/api/facility-claims/?pageSize=1001')).toBe(401);
    expect(await status('GET', '/api/facility-claims/?pageSize=1001', owner)).toBe(403);
    expect(await status('GET', '/api/facility-claims/?pageSize=1001', admin)).toBe(400);
    expect(await status('POST', '/api/facility-claims/x/approve/', undefined, { reason: '' })).toBe(401);
    expect(await status('POST', '/api/facility-claims/x/approve/', owner, { reason: '' })).toBe(403);
    expect(await status('POST', '/api/facility-claims/x/note/', admin, { note: '' })).toBe(400);
    expect(await status('PUT', '/api/facility-claims/x/claimed/', undefined, {})).toBe(401);
    expect(await status('GET', '/api/facility-claims/x/geocode/')).toBe(401);
    expect(await status('GET', '/api/facility-claims/x/attachments/y/')).toBe(400);
  });

  it("the claim's own path: staff get the review detail, others' claims are not found, unknown ids 404", async () => {
    expect((await get(`/api/facility-claims/${claimIds.owner}/`, admin)).json()).toMatchObject({
      id: claimIds.owner,
      status: 'PENDING',
    });
    // A pending claim has no claimed profile yet; another organisation's claim is not found either.
    expect((await get(`/api/facility-claims/${claimIds.owner}/`, owner)).statusCode).toBe(404);
    expect((await get(`/api/facility-claims/${claimIds.owner}/`, rival)).statusCode).toBe(404);
    expect((await get('/api/facility-claims/999999/', admin)).statusCode).toBe(404);
    expect((await post('/api/facility-claims/999999/approve/', admin, { reason: 'x' })).statusCode).toBe(404);
    expect((await get('/api/facility-claims/abc/', admin)).statusCode).toBe(400);
  });
});

describe('claims review: list', () => {
  it('filters by status and country, counts, sorts and pages', async () => {
    const all = (await get('/api/facility-claims/', admin)).json();
    expect(all.count).toBe(2);
    expect(all.results[0]).toEqual({
      id: claimIds.rival,
      os_id: VIETNAM,
      facility_name: 'Saigon Garment',
      contributor_name: 'Org of rival@example.com',
      facility_country_name: 'Vietnam',
      created_at: expect.any(String),
      claim_decision: null,
      status: 'PENDING',
      updated_at: expect.any(String),
    });
    expect(
      (await get('/api/facility-claims/?countries=BD', admin)).json().results.map((r: { id: number }) => r.id),
    ).toEqual([claimIds.owner]);
    expect((await get('/api/facility-claims/?statuses=APPROVED', admin)).json()).toEqual({ count: 0, results: [] });
    const byName = (await get('/api/facility-claims/?sort=facility_name&order=asc', admin)).json();
    expect(byName.results.map((r: { facility_name: string }) => r.facility_name)).toEqual([
      'Rainbow Knitwear Ltd',
      'Saigon Garment',
    ]);
    const page2 = (await get('/api/facility-claims/?sort=facility_name&order=asc&page=2&pageSize=1', admin)).json();
    expect(page2).toMatchObject({ count: 2, results: [{ facility_name: 'Saigon Garment' }] });
  });

  it('refuses bad filters', async () => {
    expect((await get('/api/facility-claims/?statuses=MAYBE', admin)).json()).toEqual({
      statuses: ['Select valid claim statuses.'],
    });
    expect((await get('/api/facility-claims/?countries=XX', admin)).json()).toEqual({
      countries: ['Select valid countries.'],
    });
    expect((await get('/api/facility-claims/?sort=password', admin)).statusCode).toBe(400);
    expect((await get('/api/facility-claims/?pageSize=5000', admin)).statusCode).toBe(400);
  });
});

describe('claims review: detail, notes, documents', () => {
  it('shows the info fields, attachments and notes', async () => {
    const detail = (await get(`/api/facility-claims/${claimIds.owner}/`, admin)).json();
    expect(detail).toMatchObject({
      id: claimIds.owner,
      status: 'PENDING',
      os_id: FACILITY,
      facility: { id: FACILITY, properties: { name: 'Rainbow Knitwear Ltd' } },
      contributor: { name: 'Org of owner@example.com' },
      contact_person: 'Rahim Uddin',
      job_title: 'Managing Director',
      email: 'owner@example.com',
      facility_website: 'https://rainbow-knit.example.com',
      sector: ['Apparel'],
      facility_workers_count: '250',
      notes: [],
      status_change: { by: null, date: null, reason: null },
    });
    expect(detail.attachments.map((a: { kind: string; file_name: string }) => [a.kind, a.file_name])).toEqual([
      ['employment', 'badge.png'],
      ['business', 'licence.pdf'],
    ]);
  });

  it('serves documents to staff and the claimant only, as downloads of the sniffed type', async () => {
    const detail = (await get(`/api/facility-claims/${claimIds.owner}/`, admin)).json();
    const url = detail.attachments.find((a: { file_name: string }) => a.file_name === 'licence.pdf').claim_attachment;
    for (const cookie of [admin, owner]) {
      const response = await get(url, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe("attachment; filename*=UTF-8''licence.pdf");
      expect(response.rawPayload.equals(PDF)).toBe(true);
    }
    expect((await get(url, rival)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('adds notes; an empty note is refused', async () => {
    expect((await post(`/api/facility-claims/${claimIds.owner}/note/`, admin, { note: '   ' })).json()).toEqual({
      note: ['This field is required.'],
    });
    expect(await notes(claimIds.owner!)).toEqual([]);
    const response = await post(`/api/facility-claims/${claimIds.owner}/note/`, admin, { note: 'Called the factory.' });
    expect(response.statusCode).toBe(200);
    expect(response.json().notes).toEqual([
      {
        id: expect.any(Number),
        author: 'admin@example.com',
        created_at: expect.any(String),
        note: 'Called the factory.',
      },
    ]);
  });

  it('messages the claimant of a pending claim', async () => {
    expect((await post(`/api/facility-claims/${claimIds.owner}/message-claimant/`, admin, {})).json()).toEqual({
      message: ['This field is required.'],
    });
    const response = await post(`/api/facility-claims/${claimIds.owner}/message-claimant/`, admin, {
      message: 'Please send a utility bill.',
    });
    expect(response.statusCode).toBe(200);
    const mail = (await outbox()).at(-1)!;
    expect(mail.to_address).toBe('owner@example.com');
    expect(mail.text_body).toContain('Please send a utility bill.');
  });
});

describe('claims review: transitions', () => {
  it('a decision needs a reason; nothing changes without one', async () => {
    const before = await claim(claimIds.owner!);
    const response = await post(`/api/facility-claims/${claimIds.owner}/approve/`, admin, { reason: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ reason: ['This field is required.'] });
    expect(await claim(claimIds.owner!)).toEqual(before);
  });

  it('a pending claim cannot be revoked', async () => {
    const before = { claim: await claim(claimIds.owner!), notes: (await notes(claimIds.owner!)).length };
    const response = await post(`/api/facility-claims/${claimIds.owner}/revoke/`, admin, { reason: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['Only an approved claim can be revoked.'] });
    expect({ claim: await claim(claimIds.owner!), notes: (await notes(claimIds.owner!)).length }).toEqual(before);
  });

  it('PENDING -> APPROVED: note, e-mail, facility claimed, session updated', async () => {
    const mails = (await outbox()).length;
    const response = await post(`/api/facility-claims/${claimIds.owner}/approve/`, admin, {
      reason: 'Documents verified',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'APPROVED',
      status_change: { by: 'admin@example.com', date: expect.any(String), reason: 'Documents verified' },
    });
    expect(await claim(claimIds.owner!)).toMatchObject({
      status: 'APPROVED',
      status_change_by_id: adminId,
      status_change_reason: 'Documents verified',
    });
    expect((await notes(claimIds.owner!)).at(-1)!.note).toBe('Status changed to APPROVED. Reason: Documents verified');
    const mail = await outbox();
    expect(mail.length).toBe(mails + 1);
    expect(mail.at(-1)).toMatchObject({
      to_address: 'owner@example.com',
      subject: 'Your Open Supply Hub claim of Rainbow Knitwear Ltd was approved',
    });
    expect(await indexFlags(FACILITY)).toEqual({ has_approved_claim: true, has_pending_claim: false });
    expect(await session(owner)).toEqual({ approved: [FACILITY], pending: [] });
    const list = (await get('/api/facilities/claimed/', owner)).json();
    expect(list).toEqual([
      {
        id: claimIds.owner,
        facility_name: 'Rainbow Knitwear Ltd',
        os_id: FACILITY,
        facility_address: 'Plot 5, Savar, Dhaka',
        facility_country_name: 'Bangladesh',
      },
    ]);
    const facility = (await get(`/api/facilities/${FACILITY}/`, rival)).json();
    expect(facility.properties.claim_info).toMatchObject({
      status: 'APPROVED',
      contributor: 'Org of owner@example.com',
    });
    // The claim's workers count becomes a field of the facility, with the claimant as its source.
    expect(facility.properties.extended_fields.number_of_workers).toMatchObject([
      { contributor_name: 'Org of owner@example.com', value: { min: 250, max: 250 } },
    ]);
    const index = await t.database.db
      .selectFrom('facility_index')
      .select('number_of_workers')
      .where('os_id', '=', FACILITY)
      .executeTakeFirstOrThrow();
    expect(index.number_of_workers).toEqual(['Less than 1000']);
  });

  it('an approved claim cannot be approved, denied or messaged again', async () => {
    for (const decision of ['approve', 'deny']) {
      const response = await post(`/api/facility-claims/${claimIds.owner}/${decision}/`, admin, { reason: 'again' });
      expect(response.statusCode).toBe(400);
    }
    expect(
      (await post(`/api/facility-claims/${claimIds.owner}/message-claimant/`, admin, { message: 'hi' })).statusCode,
    ).toBe(400);
    expect((await claim(claimIds.owner!)).status).toBe('APPROVED');
  });

  it('APPROVED -> REVOKED: claim state removed', async () => {
    const response = await post(`/api/facility-claims/${claimIds.owner}/revoke/`, admin, {
      reason: 'Ownership changed',
    });
    expect(response.statusCode).toBe(200);
    expect(await indexFlags(FACILITY)).toEqual({ has_approved_claim: false, has_pending_claim: false });
    expect(await session(owner)).toEqual({ approved: [], pending: [] });
    expect((await outbox()).at(-1)!.subject).toBe('Your Open Supply Hub claim of Rainbow Knitwear Ltd was revoked');
    expect((await get('/api/facilities/claimed/', owner)).json()).toEqual([]);
    // Its fields stop counting with it.
    expect(
      (await get(`/api/facilities/${FACILITY}/`, rival)).json().properties.extended_fields.number_of_workers ?? [],
    ).toEqual([]);
    for (const decision of ['approve', 'deny', 'revoke']) {
      expect(
        (await post(`/api/facility-claims/${claimIds.owner}/${decision}/`, admin, { reason: 'x' })).statusCode,
      ).toBe(400);
    }
  });

  it('PENDING -> DENIED, then nothing more', async () => {
    const response = await post(`/api/facility-claims/${claimIds.rival}/deny/`, admin, { reason: 'No evidence' });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('DENIED');
    expect(await indexFlags(VIETNAM)).toEqual({ has_approved_claim: false, has_pending_claim: false });
    expect((await outbox()).at(-1)).toMatchObject({
      to_address: 'rival@example.com',
      subject: 'Your Open Supply Hub claim of Saigon Garment was denied',
    });
    for (const decision of ['approve', 'deny', 'revoke']) {
      expect(
        (await post(`/api/facility-claims/${claimIds.rival}/${decision}/`, admin, { reason: 'x' })).statusCode,
      ).toBe(400);
    }
    expect((await claim(claimIds.rival!)).status).toBe('DENIED');
  });

  it('records every decision in the audit log like other staff actions, and no refused one', async () => {
    const entries = [];
    for (const action of ['claim.approve', 'claim.deny', 'claim.revoke']) {
      const page = (await get(`/api/audit-log/?action=${action}`, admin)).json();
      entries.push(
        ...page.results.map((e: Record<string, unknown>) => [
          e.action,
          e.entity_type,
          e.entity_id,
          e.user_email,
          e.before,
          e.after,
          e.can_undo,
        ]),
      );
    }
    expect(entries).toEqual([
      [
        'claim.approve',
        'facility_claim',
        String(claimIds.owner),
        'admin@example.com',
        { status: 'PENDING' },
        { status: 'APPROVED', os_id: FACILITY },
        false,
      ],
      [
        'claim.deny',
        'facility_claim',
        String(claimIds.rival),
        'admin@example.com',
        { status: 'PENDING' },
        { status: 'DENIED', os_id: VIETNAM },
        false,
      ],
      [
        'claim.revoke',
        'facility_claim',
        String(claimIds.owner),
        'admin@example.com',
        { status: 'APPROVED' },
        { status: 'REVOKED', os_id: FACILITY },
        false,
      ],
    ]);
    const stored = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'user_id', 'details'])
      .where('entity_type', '=', 'facility_claim')
      .orderBy('id')
      .execute();
    expect(
      stored.map((row) => [
        row.action,
        row.user_id,
        (row.details as Record<string, unknown>).status_change_reason,
        (row.details as { after: { os_id: string } }).after.os_id,
      ]),
    ).toEqual([
      ['claim.approve', adminId, 'Documents verified', FACILITY],
      ['claim.revoke', adminId, 'Ownership changed', FACILITY],
      ['claim.deny', adminId, 'No evidence', VIETNAM],
    ]);
  });
});

describe("claims review: the claimant's e-mails in the claimant's language", () => {
  const BRAZIL = withCheck('BR2024001CCCCC');
  const TURKEY = withCheck('TR2024001DDDDD');
  let brazilian: string;
  let turkish: string;

  beforeAll(async () => {
    await createUser(t.database.db, { email: 'malharia@example.com' });
    brazilian = await login(t.app, 'malharia@example.com');
    await createUser(t.database.db, { email: 'tekstil@example.com' });
    turkish = await login(t.app, 'tekstil@example.com');
    await insertIndexedFacility(t.database.db, {
      os_id: BRAZIL,
      name: 'Malharia Paulista',
      address: 'Rua das Flores 10, São Paulo',
      country_code: 'BR',
      lat: -23.55,
      lng: -46.63,
    });
    await insertIndexedFacility(t.database.db, {
      os_id: TURKEY,
      name: 'Ege Tekstil',
      address: 'Atatürk Cd. 5, İzmir',
      country_code: 'TR',
      lat: 38.42,
      lng: 27.14,
    });
  });

  it("keeps the browser's language (Accept-Language) with the claim, and writes its e-mails in it", async () => {
    const body = claimBody(VALID_FIELDS);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/facilities/${BRAZIL}/claim/`,
      headers: { ...CLIENT_HEADERS, ...body.headers, cookie: brazilian, 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' },
      payload: body.payload,
    });
    expect(sent.statusCode).toBe(200);
    const id = sent.json().id as number;
    expect((await claim(id)).language).toBe('pt');

    await post(`/api/facility-claims/${id}/message-claimant/`, admin, {
      message: 'Envie uma conta de luz, por favor.',
    });
    expect((await outbox()).at(-1)).toEqual({
      to_address: 'malharia@example.com',
      subject: 'Uma mensagem sobre a sua reivindicação de Malharia Paulista no Open Supply Hub',
      text_body: `Sobre a sua reivindicação de Malharia Paulista (${t.config.publicUrl}/facilities/${BRAZIL}):\n\nEnvie uma conta de luz, por favor.`,
    });
    await post(`/api/facility-claims/${id}/approve/`, admin, { reason: 'Documentos verificados' });
    expect((await outbox()).at(-1)).toEqual({
      to_address: 'malharia@example.com',
      subject: 'A sua reivindicação de Malharia Paulista no Open Supply Hub foi aprovada',
      text_body: [
        `A sua reivindicação de Malharia Paulista (${t.config.publicUrl}/facilities/${BRAZIL}) foi aprovada. Agora você pode editar o perfil da instalação aqui:`,
        `${t.config.publicUrl}/claimed/${id}`,
        '',
        'Motivo: Documentos verificados',
      ].join('\n'),
    });
    await post(`/api/facility-claims/${id}/revoke/`, admin, { reason: 'Proprietário mudou' });
    expect((await outbox()).at(-1)!.subject).toBe(
      'A sua reivindicação de Malharia Paulista no Open Supply Hub foi revogada',
    );
  });

  it("prefers the language menu's choice (the lang cookie) to the browser's", async () => {
    const sent = await postClaim(t.app, `${turkish}; lang=tr`, TURKEY, VALID_FIELDS);
    const id = sent.json().id as number;
    expect((await claim(id)).language).toBe('tr');
    await post(`/api/facility-claims/${id}/deny/`, admin, { reason: 'Belge yok' });
    expect((await outbox()).at(-1)).toMatchObject({
      to_address: 'tekstil@example.com',
      subject: 'Open Supply Hub üzerindeki Ege Tekstil sahiplenme talebiniz reddedildi',
    });
  });

  it('keeps English for a claim sent without a language of ours', async () => {
    expect((await claim(claimIds.owner!)).language).toBe('en');
  });
});
