import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser, login, CLIENT_HEADERS } from '../../test/auth-helpers.ts';
import { insertIndexedFacility, withCheck } from '../../test/facility-fixtures.ts';
import { downloadAs } from './download-fixtures.ts';
import { DOWNLOAD_HEADERS, csvField } from './download-columns.ts';

let t: TestApp;
let cookie: string;
let brand: number;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  const db = t.database.db;
  ({ contributorId: brand } = await createUser(db, { email: 'buyer@example.com' }));
  const other = await createUser(db, { email: 'supplier@example.com' });
  cookie = await login(t.app, 'buyer@example.com');
  const names = [
    '=HYPERLINK("http://evil.example","x")',
    '+Plus Knit',
    '-Minus Dye',
    '@At Works',
    'Plain, "Quoted" Mill',
    'Dhaka Garments Ltd',
  ];
  for (const [i, name] of names.entries()) {
    await insertIndexedFacility(db, {
      os_id: withCheck(`BD20240010000${i}`),
      name,
      address: `Road ${i}, Line\nTwo`,
      country_code: 'BD',
      lat: 23.7 + i / 100,
      lng: -90.4 - i / 100,
      contributors: i % 2 ? [brand, other.contributorId] : [other.contributorId],
      sectors: i % 2 ? ['Apparel', 'Textiles'] : ['Apparel'],
      approved: i === 1,
      pending: i === 2,
    });
  }
  await insertIndexedFacility(db, {
    os_id: withCheck('CN20240010000'),
    name: 'Elsewhere',
    address: 'Shanghai',
    country_code: 'CN',
    lat: 31,
    lng: 121,
  });
}, 60_000);
afterAll(() => t.close());

/** Every page of the search API for the same filters, ordered by OS ID like the download. */
async function searchResult(query: string) {
  const features: { id: string; geometry: { coordinates: [number, number] }; properties: Record<string, unknown> }[] =
    [];
  let url: string | null = `/api/facilities/?${query}&pageSize=2`;
  while (url) {
    const page: { features: typeof features; nextPageURL: string | null } = (
      await t.app.inject({ method: 'GET', url, headers: CLIENT_HEADERS })
    ).json();
    features.push(...page.features);
    url = page.nextPageURL;
  }
  return features
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((f) => [
      f.properties.os_id,
      f.properties.name,
      f.properties.address,
      f.properties.country_code,
      f.properties.country_name,
      f.geometry.coordinates[1],
      f.geometry.coordinates[0],
    ]);
}

describe('download files', () => {
  it('streams facilities.csv with the spec columns, equal to the search result, formulas defused', async () => {
    const response = await downloadAs(t.app, cookie, 'countries=BD&format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="facilities.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parse(response.body, { bom: true }) as string[][];
    expect(header).toEqual([...DOWNLOAD_HEADERS]);
    expect(header!.slice(0, 7)).toEqual(['os_id', 'name', 'address', 'country_code', 'country_name', 'lat', 'lng']);
    const expected = await searchResult('countries=BD');
    expect(rows).toHaveLength(6);
    expect(
      rows.map((row) => [
        row[0],
        row[1]!.replace(/^'(?=[=+\-@])/, ''),
        row[2],
        row[3],
        row[4],
        Number(row[5]),
        Number(row[6]),
      ]),
    ).toEqual(expected);
    const byName = new Map(rows.map((row) => [row[1], row]));
    expect([...byName.keys()]).toEqual(
      expect.arrayContaining(['\'=HYPERLINK("http://evil.example","x")', "'+Plus Knit", "'-Minus Dye", "'@At Works"]),
    );
    const plus = byName.get("'+Plus Knit")!;
    expect(plus.slice(7)).toEqual([
      'Apparel|Textiles',
      '',
      '',
      '',
      '',
      '',
      '',
      'Org of buyer@example.com|Org of supplier@example.com',
      'claimed',
      'false',
      '',
    ]);
    expect(byName.get("'-Minus Dye")![15]).toBe('pending');
    expect(byName.get('Dhaka Garments Ltd')![15]).toBe('unclaimed');
    expect(Number(byName.get("'-Minus Dye")![6])).toBeLessThan(0); // numbers are never prefixed
  });

  it("names an approximate point's precision in geocoded_location_type, in CSV and XLSX alike", async () => {
    const set = (values: { has_inexact_coordinates: boolean; location_precision: string | null }) =>
      t.database.db.updateTable('facilities').set(values).where('name', '=', 'Dhaka Garments Ltd').execute();
    await set({ has_inexact_coordinates: true, location_precision: 'locality' });
    try {
      const csv = parse((await downloadAs(t.app, cookie, 'countries=BD&format=csv')).body, { bom: true }) as string[][];
      const column = DOWNLOAD_HEADERS.indexOf('geocoded_location_type');
      expect(csv.slice(1).map((row) => [row[1], row[column]])).toEqual(
        csv.slice(1).map((row) => [row[1], row[1] === 'Dhaka Garments Ltd' ? 'locality' : '']),
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.read(
        Readable.from([(await downloadAs(t.app, cookie, 'countries=BD&format=xlsx')).rawPayload]),
      );
      const rows: unknown[][] = [];
      workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      expect(rows.find((row) => row[1] === 'Dhaka Garments Ltd')![column]).toBe('locality');
    } finally {
      await set({ has_inexact_coordinates: false, location_precision: null });
    }
  });

  it('streams facilities.xlsx with the same rows, numbers as numbers', async () => {
    const csv = parse((await downloadAs(t.app, cookie, 'countries=BD&format=csv')).body, { bom: true }) as string[][];
    const response = await downloadAs(t.app, cookie, 'countries=BD&format=xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="facilities.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([response.rawPayload]));
    const sheet = workbook.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([...DOWNLOAD_HEADERS]);
    expect(rows).toHaveLength(7);
    const fromCsv = csv
      .slice(1)
      .map((row) => [
        row[0],
        row[1]!.replace(/^'(?=[=+\-@])/, ''),
        ...row.slice(2, 5),
        Number(row[5]),
        Number(row[6]),
        ...row.slice(7),
      ]);
    // Empty cells are left out of the sheet; read them back as empty text.
    expect(rows.slice(1).map((row) => Array.from({ length: DOWNLOAD_HEADERS.length }, (_, i) => row[i] ?? ''))).toEqual(
      fromCsv,
    );
  });

  it('pages the same rows as JSON, following nextPageURL, and filters like the search', async () => {
    const csv = parse((await downloadAs(t.app, cookie, 'countries=BD&sectors=Textiles&format=csv')).body, {
      bom: true,
    }) as string[][];
    expect(csv.slice(1).map((row) => row[0])).toEqual(
      (await searchResult('countries=BD&sectors=Textiles')).map((row) => row[0]),
    );
    const rows: unknown[][] = [];
    let url: string | null = '/api/facilities-downloads/?countries=BD&pageSize=4';
    let pages = 0;
    while (url) {
      const response: {
        statusCode: number;
        json(): { count: number; nextPageURL: string | null; results: { headers: string[]; rows: unknown[][] } };
      } = await t.app.inject({ method: 'GET', url, headers: { cookie, ...CLIENT_HEADERS } });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.count).toBe(6);
      expect(body.results.headers).toEqual([...DOWNLOAD_HEADERS]);
      rows.push(...body.results.rows);
      url = body.nextPageURL;
      pages++;
    }
    expect(pages).toBe(2);
    const full = parse((await downloadAs(t.app, cookie, 'countries=BD&format=csv')).body, { bom: true }) as string[][];
    expect(rows.map((row) => row[0])).toEqual(full.slice(1).map((row) => row[0]));
    expect(rows.map((row) => row[1])).toContain('=HYPERLINK("http://evil.example","x")'); // JSON carries the value as it is
  });

  it('links pages with absolute next and previous URLs (DRF style); previous leads back to the same rows', async () => {
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: { cookie, ...CLIENT_HEADERS } })).json();
    const first = await get('/api/facilities-downloads/?countries=BD&pageSize=2');
    expect(Object.keys(first).sort()).toEqual(['count', 'next', 'nextPageURL', 'previous', 'results']);
    expect(first.previous).toBeNull();
    expect(first.next).toBe(`http://localhost:8080${first.nextPageURL}`);
    const second = await get(first.nextPageURL);
    const third = await get(second.nextPageURL);
    expect(third.next).toBeNull();
    const download = new URL(first.next).searchParams.get('download');
    // Page 3's previous is page 2, page 2's previous the first page of the same download.
    expect(third.previous).toBe(second.next.replace(/after=[^&]+/, `after=${first.results.rows[1][0]}`));
    expect((await get(new URL(third.previous).pathname + new URL(third.previous).search)).results.rows).toEqual(
      second.results.rows,
    );
    expect(second.previous).toBe(
      `http://localhost:8080/api/facilities-downloads/?countries=BD&pageSize=2&download=${download}`,
    );
    expect((await get(new URL(second.previous).pathname + new URL(second.previous).search)).results.rows).toEqual(
      first.results.rows,
    );
  });
});

describe('csvField', () => {
  it('quotes separators and defuses formula starts, leaving numbers alone', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=1+2')).toBe("'=1+2");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField('Mill')).toBe('Mill');
  });
});
