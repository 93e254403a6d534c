import { useMutation } from '@tanstack/react-query';
import { authEndpoints } from '@registry/core/account-api';
import { call } from '@/api/call.ts';

export const confirmAccount = (key: string) => call(authEndpoints.confirmEmail, { body: { key } });

export const useConfirmAccount = () => useMutation({ mutationFn: confirmAccount });
