import type { FastifyPluginAsync } from 'fastify';
import { downloadEndpoints as endpoints } from '@registry/core/download-api';
import { downloadMessages } from '@registry/core/download-limits';
import { createPayments, PaymentSignatureError, type Payments } from '../../adapters/payments.ts';
import type { AppDeps } from '../../http/deps.ts';
import { route } from '../../http/endpoint-route.ts';
import { ApiError, notFound } from '../../http/errors.ts';
import * as q from './checkout-queries.ts';

export const checkoutRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const payments: Payments | null = deps.payments !== undefined ? deps.payments : createPayments(deps.config.stripe);
  const { db } = deps;

  route(app, endpoints.checkoutSession, async (request) => {
    const { user } = request;
    const { redirect_path } = request.body;
    if (!payments) throw new ApiError(409, downloadMessages.purchasingNotConfigured);
    const records = deps.config.downloads.purchaseRecords;
    let checkout: { id: string; url: string };
    try {
      checkout = await payments.createCheckout({
        userId: user.id,
        contributorId: user.contributorId,
        email: user.email,
        records,
        successUrl: `${deps.config.publicUrl}${redirect_path}`,
        cancelUrl: `${deps.config.publicUrl}${redirect_path}`,
      });
    } catch (error) {
      request.log.error({ err: error }, 'payment provider refused the checkout');
      throw new ApiError(502, 'The payment provider could not start a checkout. Please try again later.');
    }
    await q.insertCheckoutSession(db, {
      user_id: user.id,
      provider: payments.provider,
      external_id: checkout.id,
      redirect_path,
      records,
    });
    return { url: checkout.url };
  });

  // The provider signs the exact bytes it sends, so this route reads the body unparsed.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    route(
      webhook,
      endpoints.stripeWebhook,
      async (request) => {
        if (!payments) throw notFound();
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
        const signature = request.headers['stripe-signature'];
        let event;
        try {
          event = payments.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
        } catch (error) {
          if (error instanceof PaymentSignatureError)
            throw new ApiError(400, 'The payment notification signature is invalid.');
          throw error;
        }
        if (event.type === 'checkout.expired') await q.expireCheckout(db, event.checkoutId);
        if (event.type === 'checkout.completed' && event.paid) {
          const known = await db.transaction().execute(async (trx) => {
            const session = await q.lockCheckoutSession(trx, event.checkoutId);
            if (!session) return false;
            if (session.status === 'COMPLETED') return true; // a repeated notification adds nothing
            await q.completeCheckout(trx, session.id);
            await q.insertPurchase(trx, {
              contributor_id: session.contributor_id,
              records: session.records,
              payment_reference: event.checkoutId,
            });
            return true;
          });
          // Acknowledged all the same: Stripe would otherwise resend a session this server never opened.
          if (!known) request.log.warn({ checkoutId: event.checkoutId }, 'payment for an unknown checkout session');
        }
        return { received: true as const };
      },
      { hide: true },
    );
  });
};
