import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';

/** POST /api/v1/download-locations-checkout-session/: the payment page to send the browser to. */
export const createCheckoutSession = (redirectPath: string) =>
  apiRequest<{ url: string }>('/api/v1/download-locations-checkout-session/', { method: 'POST', body: { redirect_path: redirectPath } });

export const useCheckoutSession = () => useMutation({ mutationFn: createCheckoutSession });
