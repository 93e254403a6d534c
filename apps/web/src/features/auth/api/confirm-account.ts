import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/api/client.ts';

export const confirmAccount = (key: string) =>
  apiRequest<{ detail: string }>('/rest-auth/registration/verify-email/', { method: 'POST', body: { key } });

export const useConfirmAccount = () => useMutation({ mutationFn: confirmAccount });
