import { MSG, ResponseCode } from '@evidence/shared/constants';
import { api, isApiError } from '@/lib/api-client';

/**
 * GET /api/user/logout. 200, 400 and 408 all mean "you are out" (000 §8): resolve with the text
 * to show. Expiry is handled here, so the client must not redirect to the login page.
 */
export async function logout(): Promise<string> {
  try {
    await api.get('/api/user/logout', { onExpired: 'silent' });
    return MSG.logoutOk;
  } catch (e) {
    if (isApiError(e) && (e.code === ResponseCode.refused || e.code === ResponseCode.sessionExpired)) {
      return e.code === ResponseCode.sessionExpired ? MSG.logoutOk : e.msg;
    }
    throw e;
  }
}
