import { api } from '@/lib/api-client';

/** GET /api/admin/logout: ends the operator session on the server; the caller forgets it locally. */
export async function adminLogout(): Promise<void> {
  await api.get('/api/admin/logout', { scope: 'admin', onExpired: 'silent' });
}
