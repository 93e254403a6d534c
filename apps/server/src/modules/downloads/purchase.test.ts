import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { buildApp } from '../../app.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { createServices } from '../../services.ts';
import { createPayments } from '../../adapters/payments.ts';
import { expectIndexConsistent } from '../../test/index-consistency.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CLIENT_HEADERS, createUser, login } from '../../test/auth-helpers.ts';
import type { Database } from '../../db/database.ts';
import type { FastifyInstance } from 'fastify';
import { sessionAllowance } from './download-fixtures.ts';

const STRIPE = { secretKey: 'sk_test_local', webhookSecret: 'whsec_test_secret', priceId: 'price_test_10000' };
const CHECKOUT = '/api/v1/download-locations-checkout-session/';
const WEBHOOK = '/api/payments/stripe/webhook/';

/** Stands in for api.stripe.com on a local port: records what the SDK sent, answers a session. */
function fakeStripeApi() {
  const requests: { path: string; body: string; auth: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      requests.push({ path: req.url ?? '', body, auth: req.headers.authorization ?? '' });
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          id: `cs_test_${requests.length}`,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/cs_test_${requests.length}`,
        }),
      );
    });
  });
  return { server, requests };
}

describe('purchasing without payments configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers 'purchasing is not configured' and needs a signed-in account", async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: CHECKOUT,
      payload: { redirect_path: '/facilities' },
      headers: CLIENT_HEADERS,
    });
    expect(anonymous.statusCode).toBe(401);
    await createUser(t.database.db, { email: 'nopay@example.com' });
    const cookie = await login(t.app, 'nopay@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: CHECKOUT,
      payload: { redirect_path: '/facilities' },
      headers: { cookie, ...CLIENT_HEADERS },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      detail:
        'Purchasing downloads is not configured on this server. Please contact the site administrators to download more data.',
    });
    expect((await t.app.inject({ method: 'POST', url: WEBHOOK, payload: {} })).statusCode).toBe(404);
  });
});

describe('purchasing through Stripe', () => {
  let database: Database;
  let app: FastifyInstance;
  const fake = fakeStripeApi();
  const signer = new Stripe(STRIPE.secretKey);
  let cookie: string;
  let contributorId: number;

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    const { port } = fake.server.address() as AddressInfo;
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/registry-test-data',
      PUBLIC_URL: 'https://registry.example',
      STRIPE_SECRET_KEY: STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
      STRIPE_PRICE_ID: STRIPE.priceId,
      DOWNLOAD_PURCHASE_RECORDS: '10000',
    });
    database = await openTestDatabase();
    const payments = createPayments(config.stripe, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
    app = await buildApp({ config, db: database.db, services: createServices(config, database.db), payments });
    await app.ready();
    ({ contributorId } = await createUser(database.db, { email: 'buyer@example.com' }));
    cookie = await login(app, 'buyer@example.com');
  });
  afterAll(async () => {
    await app.close();
    try {
      await expectIndexConsistent(database.db);
    } finally {
      await database.close();
      fake.server.close();
    }
  });

  const signed = (event: object) => {
    const payload = JSON.stringify(event);
    return { payload, header: signer.webhooks.generateTestHeaderString({ payload, secret: STRIPE.webhookSecret }) };
  };
  const completed = (id: string, paymentStatus = 'paid') => ({
    id: `evt_${id}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id, object: 'checkout.session', payment_status: paymentStatus } },
  });
  const postWebhook = (payload: string, signature: string) =>
    app.inject({
      method: 'POST',
      url: WEBHOOK,
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });

  it('creates a Stripe checkout session for the price and answers its URL', async () => {
    const response = await app.inject({
      method: 'POST',
      url: CHECKOUT,
      payload: { redirect_path: '/facilities?countries=BD' },
      headers: { cookie, ...CLIENT_HEADERS },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: 'https://checkout.stripe.test/pay/cs_test_1' });
    const sent = fake.requests[0]!;
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.auth).toBe(`Bearer ${STRIPE.secretKey}`);
    const form = new URLSearchParams(sent.body);
    expect(form.get('line_items[0][price]')).toBe(STRIPE.priceId);
    expect(form.get('success_url')).toBe('https://registry.example/facilities?countries=BD');
    expect(form.get('metadata[records]')).toBe('10000');
    const row = await database.db.selectFrom('download_checkout_sessions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      provider: 'stripe',
      external_id: 'cs_test_1',
      redirect_path: '/facilities?countries=BD',
      records: 10000,
      status: 'OPEN',
    });
  });

  it('refuses redirect paths that leave the site', async () => {
    for (const redirect_path of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const response = await app.inject({
        method: 'POST',
        url: CHECKOUT,
        payload: { redirect_path },
        headers: { cookie, ...CLIENT_HEADERS },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        detail: 'The request body is invalid.',
        errors: [{ field: 'redirect_path', detail: 'Must be a path on this site.' }],
      });
    }
  });

  it('adds the purchased records once when the signed webhook reports payment, and rejects bad signatures', async () => {
    expect(await sessionAllowance(app, cookie)).toBe(5000);
    const forged = signed(completed('cs_test_1'));
    const bad = await postWebhook(forged.payload, forged.header.replace(/v1=[0-9a-f]+/, 'v1=' + '0'.repeat(64)));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'The payment notification signature is invalid.' });
    expect(await sessionAllowance(app, cookie)).toBe(5000);

    const unpaid = signed(completed('cs_test_1', 'unpaid'));
    expect((await postWebhook(unpaid.payload, unpaid.header)).statusCode).toBe(200);
    expect(await sessionAllowance(app, cookie)).toBe(5000);

    const event = signed(completed('cs_test_1'));
    for (let i = 0; i < 2; i++) {
      const response = await postWebhook(event.payload, event.header);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    expect(await sessionAllowance(app, cookie)).toBe(15_000);
    const purchases = await database.db.selectFrom('download_purchases').selectAll().execute();
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({
      contributor_id: contributorId,
      records: 10000,
      used: 0,
      payment_reference: 'cs_test_1',
    });
    const days = (purchases[0]!.expires_at.getTime() - purchases[0]!.purchased_at.getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);
    const session = await database.db
      .selectFrom('download_checkout_sessions')
      .select(['status', 'completed_at'])
      .executeTakeFirstOrThrow();
    expect(session.status).toBe('COMPLETED');
    expect(session.completed_at).not.toBeNull();
  });
});

describe('purchase settings', () => {
  it('needs the webhook secret and price with the Stripe key, and reads the allowance sizes', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(
      'STRIPE_SECRET_KEY: needs STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID as well',
    );
    expect(loadConfig({}).stripe).toBeNull();
    expect(loadConfig({}).downloads).toEqual({ freeAllowance: 5000, purchaseRecords: 10_000 });
    expect(loadConfig({ DOWNLOAD_FREE_ALLOWANCE: '12000' }).downloads.freeAllowance).toBe(12_000);
    expect(() => loadConfig({ DOWNLOAD_FREE_ALLOWANCE: '-1' })).toThrow('DOWNLOAD_FREE_ALLOWANCE');
  });
});
