import { useMutation } from '@tanstack/react-query';
import { downloadEndpoints } from '@registry/core/download-api';
import { call } from '@/api/call.ts';

/** POST /api/v1/download-locations-checkout-session/: the payment page to send the browser to. */
export const createCheckoutSession = (redirectPath: string) =>
  call(downloadEndpoints.checkoutSession, { body: { redirect_path: redirectPath } });

export const useCheckoutSession = () => useMutation({ mutationFn: createCheckoutSession });
