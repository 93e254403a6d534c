import { hostileJson, hostileText, jsonText, type Random } from './hostile-values.ts';

/** One generated request, ready for app.inject; `note` says what was changed, to reproduce it. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  note: string;
}

export interface FilePart {
  field: string;
  name: string;
  content: Buffer;
  type?: string;
}

/** A route's valid request (from the access matrix), the starting point of every mutation. */
export interface BaseRequest {
  method: string;
  /** The route as registered ('/api/facilities/:osId/'). */
  route: string;
  /** The concrete URL with real ids and query. */
  url: string;
  headers: Record<string, string>;
  json?: unknown;
  multipart?: { fields: [string, string][]; files: FilePart[] };
}

/** Names the API reads somewhere (query parameters and body fields), so generated keys reach real code paths. */
export const KNOWN_NAMES: readonly string[] = [
  'q',
  'page',
  'pageSize',
  'page_size',
  'size',
  'from',
  'contributors',
  'contributor',
  'lists',
  'contributor_types',
  'countries',
  'country',
  'statuses',
  'status',
  'sectors',
  'sector',
  'parent_company',
  'facility_type',
  'processing_type',
  'product_type',
  'location_type',
  'number_of_workers',
  'native_language_name',
  'combine_contributors',
  'boundary',
  'sort_by',
  'order_by',
  'embed',
  'detail',
  'format',
  'path',
  'record_count',
  'target',
  'merge',
  'lat',
  'lng',
  'zoom',
  'width',
  'height',
  'address',
  'country_code',
  'grouped',
  'closure_state',
  'reason_for_report',
  'status_change_reason',
  'match_responsibility',
  'search',
  'date_gte',
  'date_lt',
  'source',
  'name',
  'description',
  'email',
  'password',
  'confirmPassword',
  'key',
  'uid',
  'token',
  'new_password1',
  'new_password2',
  'current_password',
  'new_password',
  'confirm_new_password',
  'contributor_type',
  'other_contributor_type',
  'website',
  'has_agreed_to_terms_of_service',
  'should_receive_newsletter',
  'is_moderation_mode',
  'list_item_id',
  'match_id',
  'new_os_id',
  'notes',
  'contributor_id',
  'reason',
  'message',
  'note',
  'grace_limit',
  'grace_reason',
  'redirect_path',
  'color',
  'font',
  'map_style',
  'width',
  'height',
  'embed_fields',
  'text_search_label',
  'hide_sector_data',
  'prefer_contributor_name',
  'coordinates',
  'duplicate_override',
  'action_reason_text_cleaned',
  'action_reason_text_raw',
  'replaces',
  'file',
  'facility_name_english',
  'facility_workers_count',
  'facility_female_workers_percentage',
  'facility_website',
  'facility_phone_number',
  'agreement',
  'your_name',
  'your_title',
  'business_website',
  'files',
  'business_files',
  'sectors',
  'local_language_name',
];

/** Path segments that are not what a route expects. */
const PATH_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '99999999999',
  '9223372036854775808',
  'abc',
  '%00',
  '%2F',
  '%2e%2e',
  '%',
  '%zz',
  '%ED%A0%80',
  '%F0%9F%98%80',
  'null',
  ' ',
  'a'.repeat(500),
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/json; charset=latin1',
];

/** encodeURIComponent, except for texts it cannot encode (a lone surrogate), which go as the bytes PostgreSQL refuses. */
function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function mutatePath(random: Random, base: BaseRequest): { url: string; note: string } {
  const [path, query] = base.url.split('?') as [string, string | undefined];
  const pattern = base.route.split('/');
  const segments = path.split('/');
  const params = pattern
    .map((part, i) => (part.startsWith(':') || part === '*' ? i : -1))
    .filter((i) => i >= 0 && i < segments.length);
  if (!params.length) return { url: base.url, note: '' };
  const at = random.pick(params);
  segments[at] = random.chance(0.5) ? random.pick(PATH_SEGMENTS) : encodeText(hostileText(random)).slice(0, 2_000);
  return {
    url: segments.join('/') + (query === undefined ? '' : `?${query}`),
    note: `path[${pattern[at]}]=${segments[at]!.slice(0, 40)}`,
  };
}

function mutateQuery(random: Random, url: string): { url: string; note: string } {
  const [path, query = ''] = url.split('?') as [string, string | undefined];
  const pairs = query ? query.split('&').map((pair) => pair.split('=') as [string, string?]) : [];
  const notes: string[] = [];
  for (let n = random.int(3) + 1; n > 0; n--) {
    const op = random.int(7);
    const value = encodeText(hostileText(random)).slice(0, 6_000);
    if (op === 0 && pairs.length) {
      const pair = random.pick(pairs);
      pair[1] = value;
      notes.push(`${pair[0]}=${value.slice(0, 30)}`);
    } else if (op === 1 && pairs.length) {
      const [name] = pairs.splice(random.int(pairs.length), 1)[0]!;
      notes.push(`-${name}`);
    } else if (op === 2 && pairs.length) {
      const pair = random.pick(pairs);
      for (let i = random.pick([1, 2, 50]); i > 0; i--)
        pairs.push([pair[0], encodeText(hostileText(random)).slice(0, 200)]);
      notes.push(`repeat ${pair[0]}`);
    } else if (op === 3) {
      notes.push('raw query');
      pairs.push([
        random.pick(['%', 'a[b]', 'a[]', '', '__proto__', 'constructor', '%zz', 'q%00']),
        random.pick(['', '%zz', '1', value]),
      ]);
    } else {
      const name = random.chance(0.85) ? random.pick(KNOWN_NAMES) : `unknown_${random.int(100)}`;
      pairs.push([name, value]);
      notes.push(`+${name}=${value.slice(0, 30)}`);
    }
  }
  const text = pairs.map(([name, value]) => (value === undefined ? name : `${name}=${value}`)).join('&');
  return { url: text ? `${path}?${text}` : path, note: `query ${notes.join(' ')}` };
}

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};

function mutateJson(random: Random, base: BaseRequest): { payload: string; contentType: string; note: string } {
  const body = asObject(base.json);
  const keys = Object.keys(body);
  const op = random.int(10);
  if (op === 0)
    return {
      payload: jsonText(hostileJson(random)),
      contentType: 'application/json',
      note: 'json: hostile top-level value',
    };
  if (op === 1) {
    const text = jsonText(body);
    const broken = random.pick([
      text.slice(0, Math.max(1, random.int(text.length))),
      `${text},`,
      `\ufeff${text}`,
      '{"a":}',
      '{',
      'undefined',
      `{"a":1,"a":2}`,
      '',
      'x'.repeat(1_100_000),
    ]);
    return { payload: broken, contentType: 'application/json', note: `json: broken text (${broken.length} chars)` };
  }
  if (op === 2)
    return { payload: jsonText(body), contentType: random.pick(CONTENT_TYPES), note: 'json: wrong content type' };
  const notes: string[] = [];
  for (let n = random.int(3) + 1; n > 0; n--) {
    const kind = random.int(4);
    if (kind === 0 && keys.length) {
      const key = random.pick(keys);
      body[key] = hostileJson(random);
      notes.push(`${key}=hostile`);
    } else if (kind === 1 && keys.length) {
      const key = random.pick(keys);
      delete body[key];
      notes.push(`-${key}`);
    } else {
      const key = kind === 2 ? random.pick(KNOWN_NAMES) : `unknown_${random.int(100)}`;
      body[key] = hostileJson(random);
      notes.push(`+${key}`);
    }
  }
  return { payload: jsonText(body), contentType: 'application/json', note: `json ${notes.join(' ')}` };
}

const FILE_NAMES = [
  'list.csv',
  'list.xlsx',
  'LIST.CSV',
  '.csv',
  'a\u0000.csv',
  '../../../etc/passwd.csv',
  'x'.repeat(300) + '.csv',
  'doc.pdf',
  'photo.jpg',
  'évêque.csv',
  'no-extension',
  'a"b.csv',
  'x.exe',
];
/** Files made once, on first use: each costs megabytes to build. */
const once = (make: () => Buffer) => {
  let made: Buffer | undefined;
  return () => (made ??= make());
};
/**
 * The hostile files of issue [3.4], each under the 5 MB upload limit: line breaks that once took a
 * minute to read, one row repeated 160,000 times, and one cell of 4.9 MB.
 */
export const HOSTILE_LIST_FILES = {
  newlines: once(() => Buffer.from(`country,name,address\n${'\n'.repeat(4 * 1024 * 1024)}`)),
  repeatedRow: once(() =>
    Buffer.from(`country,name,address\n${'Bangladesh,Mirpur Knit,Road 1\n'.repeat(Math.floor(4.9e6 / 30))}`),
  ),
  hugeCell: once(() => Buffer.from(`country,name,address\nBangladesh,${'n'.repeat(4.9e6)},Road 1\n`)),
  blankCells: once(() => Buffer.from(`country,name,address\nIndia,A,B\n${',,\n'.repeat(1_000_000)}`)),
};
const FILE_CONTENTS = (random: Random): Buffer =>
  random.pick([
    ...Object.values(HOSTILE_LIST_FILES),
    () => Buffer.alloc(0),
    () => Buffer.from('country,name,address\n'),
    () => Buffer.from('country,name,address\nVietnam,"unclosed,quote\n'),
    () => Buffer.from('\u0000\u0000\u0000'),
    () => Buffer.from([0xff, 0xfe, 0x00, 0xd8]),
    () => Buffer.from('PK\u0003\u0004' + 'garbage'.repeat(50)),
    () => Buffer.from('%PDF-1.4\n%%EOF\n'),
    () => Buffer.from(`country,name,address\n${'VN,"a\u0000b",x\n'.repeat(20)}`),
    () => Buffer.from(Array.from({ length: 2_000 }, () => random.int(256))),
    () => Buffer.from(`country,name,address\n${`Vietnam,${'n'.repeat(5000)},addr\n`.repeat(3)}`),
  ])();

/** A multipart body by hand: fields, files, and optionally cut short or with a wrong boundary. */
export function multipart(fields: [string, string][], files: FilePart[], damage?: 'truncated' | 'wrong-boundary') {
  const boundary = `----fuzz${Math.floor(Math.random() * 1e12).toString(16)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of fields)
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(parts);
  if (damage === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
  return { payload, contentType: `multipart/form-data; boundary=${damage === 'wrong-boundary' ? 'other' : boundary}` };
}

function mutateMultipart(random: Random, base: BaseRequest): { payload: Buffer; contentType: string; note: string } {
  const fields = [...(base.multipart?.fields ?? [])].map(([name, value]) => [name, value] as [string, string]);
  let files = [...(base.multipart?.files ?? [])];
  const notes: string[] = [];
  for (let n = random.int(3) + 1; n > 0; n--) {
    const op = random.int(9);
    if (op === 0 && fields.length) {
      const field = random.pick(fields);
      field[1] = hostileText(random);
      notes.push(`${field[0]}=${field[1].slice(0, 30)}`);
    } else if (op === 1 && fields.length) {
      notes.push(`-${fields.splice(random.int(fields.length), 1)[0]![0]}`);
    } else if (op === 2) {
      const name = random.chance(0.8) ? random.pick(KNOWN_NAMES) : `unknown_${random.int(100)}`;
      fields.push([name, hostileText(random)]);
      notes.push(`+${name}`);
    } else if (op === 3) {
      files = [];
      notes.push('no file');
    } else if (op === 4) {
      const field = files[0]?.field ?? random.pick(['file', 'files', 'business_files']);
      files = [
        {
          field,
          name: random.pick(FILE_NAMES),
          content: FILE_CONTENTS(random),
          type: random.pick(['text/csv', 'application/pdf', 'image/png', 'text/html']),
        },
      ];
      notes.push(`file ${files[0]!.name.slice(0, 40)}`);
    } else if (op === 5) {
      const extra = random.pick([2, 11, 25]);
      for (let i = 0; i < extra; i++)
        files.push({
          field: random.pick(['file', 'files', 'business_files', 'other']),
          name: random.pick(FILE_NAMES),
          content: FILE_CONTENTS(random),
        });
      notes.push(`+${extra} files`);
    } else if (op === 6) {
      for (let i = 0; i < 60; i++) fields.push([`f${i}`, 'x']);
      notes.push('+60 fields');
    } else if (op === 7) {
      files = [
        {
          field: files[0]?.field ?? 'file',
          name: 'big.csv',
          content: Buffer.alloc(random.pick([5_242_881, 11_000_000]), 0x61),
        },
      ];
      notes.push('file over the size limit');
    } else {
      const field = random.pick(fields.length ? fields : [['name', ''] as [string, string]]);
      fields.push([field[0], hostileText(random)]);
      notes.push(`repeat ${field[0]}`);
    }
  }
  const damage = random.chance(0.1) ? random.pick(['truncated', 'wrong-boundary'] as const) : undefined;
  const body = multipart(fields, files, damage);
  return { ...body, note: `multipart ${notes.join(' ')}${damage ? ` ${damage}` : ''}` };
}

/** A mutation of the route's valid request: path, query, body or content type, one or several at once. */
export function fuzzRequest(random: Random, base: BaseRequest): FuzzRequest {
  const notes: string[] = [];
  let url = base.url;
  const headers = { ...base.headers };
  let payload: string | Buffer | undefined;
  const hasBody = !['GET', 'HEAD'].includes(base.method);
  const target = random.int(hasBody ? 4 : 2);
  if (target === 0 || random.chance(0.15)) {
    const mutated = mutatePath(random, { ...base, url });
    url = mutated.url;
    if (mutated.note) notes.push(mutated.note);
  }
  if (target === 1 || random.chance(0.15) || notes.length === 0) {
    const mutated = mutateQuery(random, url);
    url = mutated.url;
    notes.push(mutated.note);
  }
  if (hasBody) {
    const body =
      base.multipart && target !== 3
        ? mutateMultipart(random, base)
        : base.multipart && random.chance(0.5)
          ? mutateJson(random, base)
          : target >= 2
            ? mutateJson(random, base)
            : null;
    if (body) {
      payload = body.payload;
      headers['content-type'] = body.contentType;
      notes.push(body.note);
    } else if (base.multipart) {
      const body = multipart(base.multipart.fields, base.multipart.files);
      payload = body.payload;
      headers['content-type'] = body.contentType;
    } else if (base.json !== undefined) {
      payload = jsonText(base.json);
      headers['content-type'] = 'application/json';
    }
  }
  return { method: base.method, url, headers, payload, note: notes.join('; ') };
}
