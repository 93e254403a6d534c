import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, envSchema, loadConfig } from './config.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

const SECRET_NAME = /SECRET|PASSWORD|TOKEN|_KEY$|SMTP_URL|DATABASE(_READ)?_URL/;
const serverSrc = path.dirname(fileURLToPath(import.meta.url));

/** Every source file of the server that ships (tests and test helpers left out). */
function shippedSources(dir = serverSrc): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : shippedSources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('secrets only from the environment', () => {
  it('no secret variable has a default', () => {
    const secrets = Object.keys(envSchema.shape).filter((name) => SECRET_NAME.test(name));
    expect(secrets).toEqual(
      expect.arrayContaining([
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'SMTP_URL',
        'GOOGLE_MAPS_API_KEY',
        'SESSION_SECRET',
        'DATABASE_URL',
      ]),
    );
    const defaults = envSchema.parse({});
    for (const name of secrets) expect([name, defaults[name as keyof typeof defaults]]).toEqual([name, undefined]);
    const config = loadConfig({});
    expect(config.stripe).toBeNull();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.geocoder.googleApiKey).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
  });

  it('no key, webhook secret or mail password is written in the server code', () => {
    const pattern =
      /\b(sk|rk|pk)_(live|test)_[0-9A-Za-z]{8,}|whsec_[0-9A-Za-z]{8,}|AIza[0-9A-Za-z_-]{20,}|smtps?:\/\/[^\s'"`/:@]+:[^\s'"`@]+@|postgres(ql)?:\/\/[^\s'"`/:@]+:[^\s'"`@]+@/;
    const files = shippedSources();
    expect(files.length).toBeGreaterThan(50);
    expect(
      files.filter((file) => pattern.test(fs.readFileSync(file, 'utf8'))).map((file) => path.relative(serverSrc, file)),
    ).toEqual([]);
  });

  it('production refuses a missing or plain-http PUBLIC_URL (e-mail links, Secure cookie)', () => {
    const message =
      'Invalid configuration:\n  PUBLIC_URL: production needs the https:// address users reach the site at';
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(new ConfigError(message));
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://registry.example' })).toThrow(message);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://registry.example' }).publicUrl).toBe(
      'https://registry.example',
    );
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://registry.example' }).demoSeed).toBe(false);
  });

  it('believes no X-Forwarded-For unless TRUST_PROXY says whose', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    const twoHops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => loadConfig({ TRUST_PROXY: 'any one' })).toThrow(
      'TRUST_PROXY: must be true, false, a number of proxy hops or a comma-separated list of proxy addresses',
    );
  });
});

describe('secrets never reach clients', () => {
  const SECRETS = {
    STRIPE_SECRET_KEY: 'sk_test_secretvalue123',
    STRIPE_WEBHOOK_SECRET: 'whsec_secretvalue123',
    STRIPE_PRICE_ID: 'price_1',
    SMTP_URL: 'smtp://mailer:hunter2-mail@127.0.0.1:1',
    GOOGLE_MAPS_API_KEY: 'AIzaSecretKeyValue1234567890',
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...SECRETS, GEOCODER: 'google' });
  });
  afterAll(() => t.close());

  it('the public client settings, API document and session answers hold none of them', async () => {
    for (const url of [
      '/api/client-config/',
      '/api/docs/json',
      '/user-session/',
      '/api-feature-flags/',
      '/api/download-allowance/',
    ]) {
      const body = (await t.app.inject({ method: 'GET', url })).body;
      for (const secret of [
        'sk_test_secretvalue123',
        'whsec_secretvalue123',
        'hunter2-mail',
        'AIzaSecretKeyValue1234567890',
      ])
        expect([url, body.includes(secret)]).toEqual([url, false]);
    }
  });
});
