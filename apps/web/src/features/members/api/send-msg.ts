import { ZMemberSendMsgResponse, type TMemberSendMsgResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/companyMember/sendMsg with mobile, type (7 add, 8 disable / unbind), companyName → token. */
export function sendMemberSms(mobile: string, type: '7' | '8', companyName: string): Promise<TMemberSendMsgResponse> {
  return api.post('/api/companyMember/sendMsg', { body: { mobile, type, companyName }, schema: ZMemberSendMsgResponse });
}
