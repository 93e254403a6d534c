import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, logFormatFor, type LogFormat } from './logger.ts';

// Terminal colour codes of the pretty format.
// eslint-disable-next-line no-control-regex
const COLOUR_CODES = /\x1b\[[0-9;]*m/g;

/** Logs one request-like event and returns the lines written, colours removed. */
function logLines(format: LogFormat): string[] {
  let written = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  const log = createLogger('info', { format, destination });
  log.info(
    { req: { method: 'GET', url: '/health', headers: { cookie: 'registry_session=secret' } }, statusCode: 200 },
    'request completed',
  );
  log.debug('below the level');
  return written.replace(COLOUR_CODES, '').split('\n').filter(Boolean);
}

describe('log format', () => {
  it('is one line per event at a terminal outside production, JSON in production and when output is not a terminal', () => {
    expect(logFormatFor({ isTTY: true }, undefined)).toBe('pretty');
    expect(logFormatFor({ isTTY: true }, 'development')).toBe('pretty');
    expect(logFormatFor({ isTTY: true }, 'test')).toBe('pretty');
    expect(logFormatFor({ isTTY: true }, 'production')).toBe('json');
    expect(logFormatFor({ isTTY: false }, 'development')).toBe('json');
    expect(logFormatFor({}, undefined)).toBe('json');
  });

  it('writes one JSON object per line, without the session cookie', () => {
    const lines = logLines('json');
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(record).toMatchObject({
      level: 30,
      msg: 'request completed',
      statusCode: 200,
      req: { method: 'GET', url: '/health', headers: { cookie: '[Redacted]' } },
    });
  });

  it('writes one readable line per event: time, level, message and fields, without the session cookie', () => {
    const lines = logLines('pretty');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: request completed \{.*\}$/);
    expect(lines[0]).toContain('"statusCode":200');
    expect(lines[0]).toContain('"url":"/health"');
    expect(lines[0]).toContain('"cookie":"[Redacted]"');
    expect(lines[0]).not.toContain('secret');
    expect(() => JSON.parse(lines[0]!) as unknown).toThrow();
  });
});
