import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@registry/core/account';
import type { SignUpAnswer } from '@registry/core/account-api';
import { apiRequest } from '@/api/client.ts';

export const signUp = (body: SignUpInput) => apiRequest<SignUpAnswer>('/user-signup/', { method: 'POST', body });

export const useSignUp = () => useMutation({ mutationFn: signUp });
