/**
 * The browser-side session: tokens, the stored role and a cached copy of the user info, kept in
 * localStorage so a reload or a new tab stays logged in. Components subscribe through
 * `useSession` (useSyncExternalStore) so the header updates the moment someone logs in or out.
 */
export const STORAGE_KEYS = {
  token: 'token',
  role: 'role',
  userInfo: 'userInfo',
  adminToken: 'adminToken',
} as const;

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can throw when the browser blocks it (private modes); behave as logged out.
    return null;
  }
}

function read(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

function write(key: string, value: string | null): void {
  const s = storage();
  if (!s) return;
  if (value === null) s.removeItem(key);
  else s.setItem(key, value);
}

function emit(): void {
  snapshot = computeSnapshot();
  listeners.forEach((l) => l());
}

export interface SessionSnapshot {
  token: string | null;
  role: '1' | '2';
  adminToken: string | null;
}

function computeSnapshot(): SessionSnapshot {
  return {
    token: read(STORAGE_KEYS.token),
    role: read(STORAGE_KEYS.role) === '2' ? '2' : '1',
    adminToken: read(STORAGE_KEYS.adminToken),
  };
}

let snapshot: SessionSnapshot = computeSnapshot();

export const session = {
  get(): SessionSnapshot {
    return snapshot;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** After a successful login: the token and the role the server says we act as. */
  login(token: string, role: '1' | '2'): void {
    write(STORAGE_KEYS.token, token);
    write(STORAGE_KEYS.role, role);
    emit();
  },
  cacheUserInfo(info: unknown): void {
    write(STORAGE_KEYS.userInfo, JSON.stringify(info));
  },
  /** Logout or expiry: everything that belongs to the account user (not the operator console). */
  clear(): void {
    write(STORAGE_KEYS.token, null);
    write(STORAGE_KEYS.role, null);
    write(STORAGE_KEYS.userInfo, null);
    emit();
  },
  adminLogin(token: string): void {
    write(STORAGE_KEYS.adminToken, token);
    emit();
  },
  adminClear(): void {
    write(STORAGE_KEYS.adminToken, null);
    emit();
  },
};

// Another tab logging in or out changes our storage too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', () => emit());
}
