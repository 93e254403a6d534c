import { useMutation } from '@tanstack/react-query';
import type { DetailAnswer } from '@registry/core/account-api';
import { apiRequest } from '@/api/client.ts';

export const confirmAccount = (key: string) =>
  apiRequest<DetailAnswer>('/rest-auth/registration/verify-email/', { method: 'POST', body: { key } });

export const useConfirmAccount = () => useMutation({ mutationFn: confirmAccount });
