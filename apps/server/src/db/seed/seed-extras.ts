import { sql } from 'kysely';
import type { OsIdGenerator } from '@registry/core/os-id';
import type { Db } from '../database.ts';
import { bulkInsert } from './bulk-insert.ts';
import type { Random } from './random.ts';

interface ExtrasInput {
  osIds: string[];
  contributors: { id: number; contributor_type: string; name: string }[];
  demoContributorId: number;
  newOsId: OsIdGenerator;
}

/** Claims, closure reports, moderation events and merged-away OS IDs: the staff queues' demo content. */
export async function seedExtras(db: Db, random: Random, input: ExtrasInput) {
  const owners = input.contributors.filter((c) => c.contributor_type.startsWith('Facility'));
  const share = (fraction: number, minimum: number) => Math.min(input.osIds.length, Math.max(minimum, Math.round(input.osIds.length * fraction)));
  const sample = (count: number) => {
    const picked = new Set<string>();
    while (picked.size < count) picked.add(random.pick(input.osIds));
    return [...picked];
  };

  const claimed = sample(share(0.006, 6));
  await bulkInsert(
    db,
    'facility_claims',
    { facility_id: 'text[]', contributor_id: 'bigint[]', status: 'text[]', contact_person: 'text[]', job_title: 'text[]', email: 'text[]', facility_description: 'text[]', facility_phone_number: 'text[]', facility_phone_number_publicly_visible: 'boolean[]', sectors: 'text[][]' },
    claimed.map((facility_id, i) => ({
      facility_id,
      contributor_id: random.pick(owners).id,
      status: i % 3 === 0 ? 'PENDING' : 'APPROVED',
      contact_person: random.pick(['Li Wei', 'Rahim Uddin', 'Priya Nair', 'Nguyen Van An', 'Ayse Kaya', 'Maria Silva']),
      job_title: random.pick(['General Manager', 'Owner', 'Compliance Manager', 'Director']),
      email: `owner${i + 1}@facilities.example`,
      facility_description: 'Family-owned production site with its own cutting, sewing and finishing lines.',
      facility_phone_number: `+${random.int(10, 99)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
      facility_phone_number_publicly_visible: random.chance(0.5),
      sectors: ['Apparel'],
    })),
  );

  const reported = sample(share(0.003, 4));
  await bulkInsert(
    db,
    'facility_activity_reports',
    { facility_id: 'text[]', reported_by_contributor_id: 'bigint[]', closure_state: 'text[]', reason_for_report: 'text[]', status: 'text[]' },
    reported.map((facility_id, i) => ({
      facility_id,
      reported_by_contributor_id: input.demoContributorId,
      closure_state: i % 4 === 3 ? 'OPEN' : 'CLOSED',
      reason_for_report: i % 4 === 3 ? 'The site reopened under the same management.' : 'Production stopped and the site was sold.',
      status: i % 2 === 0 ? 'PENDING' : 'CONFIRMED',
    })),
  );
  await sql`update facilities f set is_closed = true from facility_activity_reports r
    where r.facility_id = f.os_id and r.status = 'CONFIRMED' and r.closure_state = 'CLOSED'`.execute(db);

  const events = Math.min(80, Math.max(8, Math.round(input.osIds.length / 250)));
  const eventRows = Array.from({ length: events }, (_, i) => {
    const osId = random.pick(input.osIds);
    const approved = i % 2 === 1;
    return {
      contributor_id: random.pick(input.contributors).id,
      request_type: i % 3 === 0 ? 'UPDATE' : 'CREATE',
      source: i % 2 === 0 ? 'API' : 'SLC',
      status: approved ? 'APPROVED' : 'PENDING',
      os_id: approved || i % 3 === 0 ? osId : null,
      raw_data: { name: `Demo contribution ${i + 1}`, address: 'Industrial Road 1', country: 'BD' },
      cleaned_data: { name: `Demo contribution ${i + 1}`, address: 'Industrial Road 1', country: { name: 'Bangladesh', alpha_2: 'BD' } },
      request_hash: `demo-${i}`,
      action_type: approved ? 'MATCHED' : null,
    };
  });
  await bulkInsert(
    db,
    'moderation_events',
    { contributor_id: 'bigint[]', request_type: 'text[]', source: 'text[]', status: 'text[]', os_id: 'text[]', raw_data: 'jsonb[]', cleaned_data: 'jsonb[]', request_hash: 'text[]', action_type: 'text[]' },
    eventRows,
  );

  // Merged-away IDs that still resolve to their facility.
  const merged = sample(share(0.002, 3));
  await bulkInsert(
    db,
    'facility_aliases',
    { os_id: 'text[]', facility_id: 'text[]', reason: 'text[]' },
    merged.map((facility_id) => ({ os_id: input.newOsId(facility_id.slice(0, 2), new Date(Date.UTC(2019, 5, 1))), facility_id, reason: 'MERGE' })),
  );
}
