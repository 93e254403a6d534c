import type { FastifyInstance } from 'fastify';
import { CLIENT_HEADERS } from '../../test/auth-helpers.ts';

/** Test-only helpers: claim documents by content and the multipart body a browser sends. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(128, 0)]);

export interface Upload {
  field: 'files' | 'business_files' | string;
  name: string;
  content: Buffer;
}

export function claimBody(fields: Record<string, string | string[]>, uploads: Upload[] = []) {
  const boundary = `----claim${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`));
    }
  }
  for (const upload of uploads) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${upload.field}"; filename="${upload.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      upload.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest valid claim: agreement, name, title and a business website. */
export const VALID_FIELDS = {
  agreement: 'yes',
  your_name: 'Rahim Uddin',
  your_title: 'Managing Director',
  business_website: 'https://rainbow-knit.example.com',
};

export function postClaim(
  app: FastifyInstance,
  cookie: string,
  osId: string,
  fields: Record<string, string | string[]>,
  uploads: Upload[] = [],
) {
  const body = claimBody(fields, uploads);
  return app.inject({
    method: 'POST',
    url: `/api/facilities/${osId}/claim/`,
    headers: { ...CLIENT_HEADERS, ...body.headers, cookie },
    payload: body.payload,
  });
}
