import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@registry/core/account-api';
import { call } from '@/api/call.ts';

export const requestPasswordReset = (body: { email: string }) => call(authEndpoints.requestPasswordReset, { body });

export const confirmPasswordReset = (body: {
  uid: string;
  token: string;
  new_password1: string;
  new_password2: string;
}) => call(authEndpoints.confirmPasswordReset, { body });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });
