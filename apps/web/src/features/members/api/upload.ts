import { ZMemberUploadResponse, type TMemberUploadResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/companyMember/upload (multipart `file`): the authorization letter image. */
export function uploadLetter(file: File): Promise<TMemberUploadResponse> {
  const form = new FormData();
  form.append('file', file);
  return api.post('/api/companyMember/upload', { multipart: form, schema: ZMemberUploadResponse });
}
