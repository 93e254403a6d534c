import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createJobHandlers } from '../job-handlers.ts';
import { startWorker } from '../jobs/worker.ts';
import { CLIENT_HEADERS } from './auth-helpers.ts';
import { createServices } from '../services.ts';

/** A multipart/form-data body by hand (fields and one file), as a browser sends it. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; content: Buffer | string; field?: string },
) {
  const boundary = `----registry${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function uploadList(
  app: FastifyInstance,
  cookie: string,
  fields: Record<string, string>,
  file?: { name: string; content: Buffer | string },
) {
  const body = multipartBody(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/facility-lists/',
    headers: { ...CLIENT_HEADERS, ...body.headers, cookie },
    payload: body.payload,
  });
}

/** Runs the queued jobs in this process until none is due (the tests' worker). */
export async function runJobs(config: Config, db: Db): Promise<void> {
  const worker = startWorker({
    db,
    handlers: createJobHandlers({ config, db, services: createServices(config, db) }),
    idlePollMs: 50,
  });
  await worker.drain();
  await worker.stop();
}

const SYLLABLES = [
  'ka',
  'ro',
  'mi',
  'tu',
  'ben',
  'sol',
  'vi',
  'dra',
  'lo',
  'phe',
  'gan',
  'zu',
  'qi',
  'mar',
  'tes',
  'wo',
  'nir',
  'ju',
  'hal',
  'cy',
];
/** A made-up word per number (below 160,000), so no two list rows look alike to the matcher. */
export const madeUpWord = (n: number) => [0, 1, 2, 3].map((k) => SYLLABLES[Math.floor(n / 20 ** k) % 20]).join('');
