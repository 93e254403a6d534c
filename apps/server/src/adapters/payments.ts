import Stripe from 'stripe';
import type { Config } from '../config.ts';

export interface CheckoutInput {
  userId: number;
  contributorId: number;
  email: string;
  records: number;
  successUrl: string;
  cancelUrl: string;
}

/** What a verified payment notification means for us. */
export type PaymentEvent =
  | { type: 'checkout.completed'; checkoutId: string; paid: boolean }
  | { type: 'checkout.expired'; checkoutId: string }
  | { type: 'ignored'; eventType: string };

export interface Payments {
  provider: 'stripe';
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
  /** Verifies the signature over the raw body; throws PaymentSignatureError when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

export class PaymentSignatureError extends Error {}

type StripeSettings = NonNullable<Config['stripe']>;

/**
 * Stripe Checkout when STRIPE_SECRET_KEY is set; null otherwise (purchasing is off: the web app
 * offers nothing for sale). `clientOptions` lets tests point the SDK at a local server.
 */
export function createPayments(
  settings: StripeSettings | null,
  clientOptions: Stripe.StripeConfig = {},
): Payments | null {
  if (!settings) return null;
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...clientOptions });
  return {
    provider: 'stripe',
    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price: settings.priceId, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        customer_email: input.email,
        client_reference_id: String(input.userId),
        metadata: {
          user_id: String(input.userId),
          contributor_id: String(input.contributorId),
          records: String(input.records),
        },
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url };
    },
    parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch (error) {
        throw new PaymentSignatureError((error as Error).message);
      }
      if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
        const session = event.data.object;
        return { type: 'checkout.completed', checkoutId: session.id, paid: session.payment_status !== 'unpaid' };
      }
      if (event.type === 'checkout.session.expired')
        return { type: 'checkout.expired', checkoutId: event.data.object.id };
      return { type: 'ignored', eventType: event.type };
    },
  };
}
