import { useMutation } from '@tanstack/react-query';
import { ZSendSmsResponse, type TSendSmsRequest, type TSendSmsResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/Register/sendResetSMS: the code for a forgotten password (registered phones only). */
export function sendResetSms(body: TSendSmsRequest): Promise<TSendSmsResponse> {
  return api.post('/api/Register/sendResetSMS', { body: { ...body }, schema: ZSendSmsResponse });
}

export function useSendResetSmsMutation() {
  return useMutation({ mutationFn: sendResetSms });
}
