import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { duplicateReportMessages } from '@registry/core/duplicate-reports';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import { insertIndexed, testOsId } from '../../test/facility-fixtures.ts';
import { DUPLICATE_REPORTS_PER_HOUR } from '@registry/core/activity-report-api';

let t: TestApp;
let reporter: Record<string, string>;
const FACILITY = testOsId('BD', 1);
const ORIGINAL = testOsId('BD', 2);
const MERGED_AWAY = testOsId('BD', 9);
const UNKNOWN = testOsId('BD', 7);

beforeAll(async () => {
  t = await createTestApp({
    SUPPORT_EMAIL: 'team@registry.example.org',
    PUBLIC_URL: 'https://registry.example.org',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const db = t.database.db;
  await insertIndexed(db, [
    { os_id: FACILITY, name: 'Knit Line Two', address: 'Plot 4, Gazipur', country_code: 'BD', lat: 23.99, lng: 90.42 },
    {
      os_id: ORIGINAL,
      name: 'Knit Line Ltd',
      address: 'Plot 4, Road 2, Gazipur',
      country_code: 'BD',
      lat: 23.99,
      lng: 90.42,
    },
  ]);
  await db
    .insertInto('facility_aliases')
    .values({ os_id: MERGED_AWAY, facility_id: FACILITY, reason: 'MERGE' })
    .execute();
  await createUser(db, { email: 'reporter@example.com' });
  reporter = { cookie: await login(t.app, 'reporter@example.com'), ...CLIENT_HEADERS };
});
afterAll(() => t.close());
beforeEach(() => t.database.db.deleteFrom('email_outbox').execute());

const reportDuplicate = (osId: string, payload: unknown, headers = reporter) =>
  t.app.inject({
    method: 'POST',
    url: `/api/facilities/${osId}/report-duplicate/`,
    headers,
    payload: payload as object,
  });
const outbox = () =>
  t.database.db.selectFrom('email_outbox').select(['to_address', 'subject', 'text_body']).orderBy('id').execute();

describe('POST /api/facilities/{id}/report-duplicate/', () => {
  it('sends both facilities, the reporter and a merge link to the support address', async () => {
    const response = await reportDuplicate(FACILITY, {
      duplicate_of: ` ${ORIGINAL.toLowerCase()} `,
      note: '  Same gate, same owner.  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: duplicateReportMessages.reported });
    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe('team@registry.example.org');
    expect(mails[0]!.subject).toBe(`Open Supply Hub: ${FACILITY} reported as a duplicate of ${ORIGINAL}`);
    expect(mails[0]!.text_body).toBe(
      [
        'reporter@example.com (Org of reporter@example.com) reports that this facility:',
        `Knit Line Two (${FACILITY})`,
        'Plot 4, Gazipur, Bangladesh',
        `https://registry.example.org/facilities/${FACILITY}`,
        '',
        'is the same production location as:',
        `Knit Line Ltd (${ORIGINAL})`,
        'Plot 4, Road 2, Gazipur, Bangladesh',
        `https://registry.example.org/facilities/${ORIGINAL}`,
        '',
        'Note: Same gate, same owner.',
        '',
        `Merge them: https://registry.example.org/dashboard/mergefacilities?osID=${ORIGINAL}`,
      ].join('\n'),
    );
  });

  it('names the current facility when the page was opened by a historical OS ID, and takes no note', async () => {
    const response = await reportDuplicate(MERGED_AWAY, { duplicate_of: ORIGINAL });
    expect(response.statusCode).toBe(200);
    const [mail] = await outbox();
    expect(mail!.subject).toBe(`Open Supply Hub: ${FACILITY} reported as a duplicate of ${ORIGINAL}`);
    expect(mail!.text_body).not.toContain('Note:');
  });

  it('refuses anonymous callers with 401 and sends nothing', async () => {
    const response = await reportDuplicate(FACILITY, { duplicate_of: ORIGINAL }, CLIENT_HEADERS);
    expect(response.statusCode).toBe(401);
    expect(await outbox()).toEqual([]);
  });

  it('answers 400 with the field message for a missing, malformed, unknown or same OS ID, or a long note', async () => {
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { duplicate_of: [duplicateReportMessages.invalidOsId] }],
      [{ duplicate_of: 'BD2024' }, { duplicate_of: [duplicateReportMessages.invalidOsId] }],
      [{ duplicate_of: 42 }, { duplicate_of: [duplicateReportMessages.invalidOsId] }],
      [{ duplicate_of: UNKNOWN }, { duplicate_of: [duplicateReportMessages.unknownFacility] }],
      [{ duplicate_of: FACILITY }, { duplicate_of: [duplicateReportMessages.sameFacility] }],
      // A historical ID of this very facility is the same facility.
      [{ duplicate_of: MERGED_AWAY }, { duplicate_of: [duplicateReportMessages.sameFacility] }],
      [{ duplicate_of: ORIGINAL, note: 'x'.repeat(2001) }, { note: [duplicateReportMessages.noteTooLong] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await reportDuplicate(FACILITY, payload);
      expect([payload, response.statusCode, response.json()]).toEqual([payload, 400, errors]);
    }
    expect(await outbox()).toEqual([]);
  });

  it('answers 404 for a facility that does not exist', async () => {
    const response = await reportDuplicate(UNKNOWN, { duplicate_of: ORIGINAL });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
    expect(await outbox()).toEqual([]);
  });

  it(`sends at most ${DUPLICATE_REPORTS_PER_HOUR} reports an hour per account, then 429 and no mail`, async () => {
    await createUser(t.database.db, { email: 'flood@example.com' });
    const flooder = { cookie: await login(t.app, 'flood@example.com'), ...CLIENT_HEADERS };
    const answers = [];
    for (let i = 0; i <= DUPLICATE_REPORTS_PER_HOUR; i++)
      answers.push((await reportDuplicate(FACILITY, { duplicate_of: ORIGINAL }, flooder)).statusCode);
    expect(answers).toEqual([...Array(DUPLICATE_REPORTS_PER_HOUR).fill(200), 429]);
    const refused = await reportDuplicate(FACILITY, { duplicate_of: ORIGINAL }, flooder);
    expect(refused.json()).toEqual({
      detail: expect.stringMatching(/^Request was throttled\. Expected available in \d+ seconds\.$/),
    });
    expect(await outbox()).toHaveLength(DUPLICATE_REPORTS_PER_HOUR);
    // Another account is not held back by it.
    expect((await reportDuplicate(FACILITY, { duplicate_of: ORIGINAL })).statusCode).toBe(200);
  });
});
