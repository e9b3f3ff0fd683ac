import { api } from '@/lib/api-client';

/** POST /api/companyMember/unbind with member_id, son_uid, smsCode, smsToken (000 §7). */
export async function unbindMember(body: { member_id: number; son_uid: number; smsCode: string; smsToken: string }): Promise<void> {
  await api.post('/api/companyMember/unbind', { body });
}
