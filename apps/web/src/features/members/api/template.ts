import { ZMemberTemplateResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** /api/companyMember/template: a signed URL of the authorization letter template (PDF). */
export async function memberTemplateUrl(): Promise<string> {
  return (await api.get('/api/companyMember/template', { schema: ZMemberTemplateResponse })).url;
}
