import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The one file allowed to write paths out: the early script's, held to the declarations by early-request-paths.test.ts. */
const ALLOWED = new Set(['api/early-paths.ts']);
/** A string or template literal starting with a server path (the declared endpoints' first segments). */
const SERVER_PATH =
  /['"`](\/(?:api|api-feature-flags|api-token-auth|rest-auth|tile|health|user-api-info|user-login|user-logout|user-profile|user-session|user-signup)(?:[/?'"`$]|-[a-z]))/g;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the web app', () => {
  it('writes no API URL by hand: every call and link is built from its endpoint declaration', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(100);
    const found = files
      .filter((file) => !ALLOWED.has(path.relative(SRC, file)))
      .flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(SERVER_PATH)].map(
          (match) => `${path.relative(SRC, file)}: ${match[1]}`,
        ),
      );
    expect(found).toEqual([]);
  });

  it('would notice one', () => {
    expect('fetch(`/api/facilities/merge/?x`)'.match(SERVER_PATH)).toHaveLength(1);
    expect("const a = '/tile/places/{z}'".match(SERVER_PATH)).toHaveLength(1);
    expect("navigate('/facilities/ABC')".match(SERVER_PATH)).toBeNull();
  });
});
