import { useMutation } from '@tanstack/react-query';
import type { CheckoutSession } from '@registry/core/download-api';
import { apiRequest } from '@/api/client.ts';

/** POST /api/v1/download-locations-checkout-session/: the payment page to send the browser to. */
export const createCheckoutSession = (redirectPath: string) =>
  apiRequest<CheckoutSession>('/api/v1/download-locations-checkout-session/', {
    method: 'POST',
    body: { redirect_path: redirectPath },
  });

export const useCheckoutSession = () => useMutation({ mutationFn: createCheckoutSession });
