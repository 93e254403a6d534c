import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { LIST_TEMPLATE_PATH } from '@registry/core/list-upload';
import { createUser, login } from '../test/auth-helpers.ts';
import { insertIndexed, testOsId } from '../test/facility-fixtures.ts';
import { runJobs, uploadList } from '../test/list-helpers.ts';
import { PDF, postClaim, VALID_FIELDS } from '../modules/claims/claim-test-helpers.ts';

/** Uploaded files come back as downloads of their declared type, never as a page of this site. */
let t: TestApp;
let owner: string;
let admin: string;
const FACILITY = testOsId('VN', 1);
const OTHER_FACILITY = testOsId('VN', 2);
const PAGE =
  '<!doctype html><html><body><script>alert(document.cookie)</script><img src=x onerror=alert(1)></body></html>\n';
const SANDBOX = "default-src 'none'; sandbox; frame-ancestors 'none'";

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  await createUser(t.database.db, { email: 'owner@example.com' });
  await createUser(t.database.db, { email: 'admin@example.com', superuser: true });
  owner = await login(t.app, 'owner@example.com');
  admin = await login(t.app, 'admin@example.com');
  await insertIndexed(t.database.db, [
    {
      os_id: FACILITY,
      name: 'Saigon Sewing',
      address: '1 Nguyen Hue, Ho Chi Minh City',
      country_code: 'VN',
      lat: 10.77,
      lng: 106.7,
    },
    {
      os_id: OTHER_FACILITY,
      name: 'Hanoi Knitting',
      address: '2 Trang Tien, Hanoi',
      country_code: 'VN',
      lat: 21.02,
      lng: 105.85,
    },
  ]);
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const listCount = async () => (await t.database.db.selectFrom('facility_lists').select('id').execute()).length;

function expectDownload(response: Awaited<ReturnType<typeof get>>, contentType: string, disposition: string) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(contentType);
  expect(response.headers['content-disposition']).toBe(disposition);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toBe(SANDBOX);
}

describe('list files', () => {
  it('an HTML page sent as a .csv comes back as a CSV download, byte for byte', async () => {
    const csv = `country,name,address\nVietnam,"${PAGE.replace(/"/g, '""').trim()}",1 Le Loi\n`;
    const upload = await uploadList(t.app, owner, { name: 'Page list' }, { name: 'index.html.csv', content: csv });
    expect(upload.statusCode, upload.body).toBe(200);
    const response = await get(`/api/facility-lists/${upload.json().id}/file/`, owner);
    expectDownload(response, 'text/csv', "attachment; filename*=UTF-8''index.html.csv");
    expect(response.body).toBe(csv);
  });

  it('an HTML page named .xlsx is refused (not a workbook) and nothing is stored', async () => {
    const before = await listCount();
    const upload = await uploadList(t.app, owner, { name: 'Fake workbook' }, { name: 'report.xlsx', content: PAGE });
    expect(upload.statusCode).toBe(400);
    expect(await listCount()).toBe(before);
  });

  it('a file name built to break the header stays inside it', async () => {
    const name = 'liste; filename=evil.html; é.csv';
    const upload = await uploadList(
      t.app,
      owner,
      { name: 'Quoted' },
      { name, content: 'country,name,address\nVietnam,Mill,1 Le Loi\n' },
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const response = await get(`/api/facility-lists/${upload.json().id}/file/`, owner);
    expectDownload(response, 'text/csv', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`);
  });

  it('a list whose file is lost from the storage: the download answers 404 and the parse says so', async () => {
    const upload = await uploadList(
      t.app,
      owner,
      { name: 'Lost file' },
      { name: 'lost.csv', content: 'country,name,address\nVietnam,Mill,1 Le Loi\n' },
    );
    expect(upload.statusCode, upload.body).toBe(200);
    const list = await t.database.db
      .selectFrom('facility_lists')
      .select('file_key')
      .where('id', '=', upload.json().id)
      .executeTakeFirstOrThrow();
    fs.rmSync(path.join(t.config.filesDir, list.file_key));
    const response = await get(`/api/facility-lists/${upload.json().id}/file/`, owner);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'The uploaded file could not be found in the file storage.' });
    await runJobs(t.config, t.database.db);
    expect((await get(`/api/facility-lists/${upload.json().id}/`, owner)).json()).toMatchObject({
      item_count: 0,
      parsing_errors: [{ message: 'The uploaded file could not be found in the file storage.', type: 'ParsingError' }],
    });
  });

  it('the template is a download too', async () => {
    const response = await t.app.inject({ method: 'GET', url: LIST_TEMPLATE_PATH });
    expectDownload(response, 'text/csv; charset=utf-8', "attachment; filename*=UTF-8''template.csv");
  });
});

describe('claim documents', () => {
  it('an HTML page named .pdf is refused by its content; nothing stored', async () => {
    const response = await postClaim(t.app, owner, FACILITY, VALID_FIELDS, [
      { field: 'files', name: 'licence.pdf', content: Buffer.from(PAGE) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(await t.database.db.selectFrom('facility_claims').select('id').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('facility_claim_attachments').select('id').execute()).toEqual([]);
  });

  it('a PDF carrying HTML is served as a PDF download with a sandbox, to staff and the claimant', async () => {
    const pdf = Buffer.concat([PDF, Buffer.from(PAGE)]);
    const claim = await postClaim(t.app, owner, FACILITY, VALID_FIELDS, [
      { field: 'files', name: 'licence.pdf', content: pdf },
    ]);
    expect(claim.statusCode, claim.body).toBe(200);
    const claimId = claim.json().id as number;
    const attachment = await t.database.db
      .selectFrom('facility_claim_attachments')
      .select(['id', 'content_type'])
      .where('facility_claim_id', '=', claimId)
      .executeTakeFirstOrThrow();
    expect(attachment.content_type).toBe('application/pdf');
    for (const cookie of [owner, admin]) {
      const response = await get(`/api/facility-claims/${claimId}/attachments/${attachment.id}/`, cookie);
      expectDownload(response, 'application/pdf', "attachment; filename*=UTF-8''licence.pdf");
      expect(response.rawPayload.equals(pdf)).toBe(true);
    }
  });

  it('a document lost from the storage answers 404, not 500', async () => {
    const claim = await postClaim(t.app, owner, OTHER_FACILITY, VALID_FIELDS, [
      { field: 'files', name: 'lost.pdf', content: PDF },
    ]);
    expect(claim.statusCode, claim.body).toBe(200);
    const attachment = await t.database.db
      .selectFrom('facility_claim_attachments')
      .select(['id', 'file_key'])
      .where('facility_claim_id', '=', claim.json().id)
      .executeTakeFirstOrThrow();
    fs.rmSync(path.join(t.config.filesDir, attachment.file_key));
    const response = await get(`/api/facility-claims/${claim.json().id}/attachments/${attachment.id}/`, admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'The uploaded file could not be found in the file storage.' });
  });
});
