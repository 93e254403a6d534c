import { useMutation } from '@tanstack/react-query';
import type { DetailAnswer } from '@registry/core/account-api';
import { apiRequest } from '@/api/client.ts';

export const requestPasswordReset = (body: { email: string }) =>
  apiRequest<DetailAnswer>('/rest-auth/password/reset/', { method: 'POST', body });

export const confirmPasswordReset = (body: {
  uid: string;
  token: string;
  new_password1: string;
  new_password2: string;
}) => apiRequest<DetailAnswer>('/rest-auth/password/reset/confirm/', { method: 'POST', body });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
