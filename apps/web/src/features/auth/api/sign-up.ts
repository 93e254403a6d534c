import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@registry/core/account';
import { apiRequest } from '@/api/client.ts';

export const signUp = (body: SignUpInput) =>
  apiRequest<{ id: number; email: string; name: string; contributor_id: number }>('/user-signup/', { method: 'POST', body });

export const useSignUp = () => useMutation({ mutationFn: signUp });
