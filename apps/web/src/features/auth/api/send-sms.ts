import { useMutation } from '@tanstack/react-query';
import { ZSendSmsResponse, type TSendSmsRequest, type TSendSmsResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/Register/sendSMS: the registration code, guarded by the image captcha. */
export function sendSms(body: TSendSmsRequest): Promise<TSendSmsResponse> {
  return api.post('/api/Register/sendSMS', { body: { ...body }, schema: ZSendSmsResponse });
}

export function useSendSmsMutation() {
  return useMutation({ mutationFn: sendSms });
}
