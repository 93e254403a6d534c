import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@registry/core/account';
import { authEndpoints } from '@registry/core/account-api';
import { call } from '@/api/call.ts';

export const signUp = (body: SignUpInput) => call(authEndpoints.signUp, { body });

export const useSignUp = () => useMutation({ mutationFn: signUp });
