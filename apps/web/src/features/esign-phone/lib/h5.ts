import { ESIGN, ESIGN_MSG } from '@evidence/shared/constants';
import { ApiError, isApiError } from '@/lib/api-client';

/** Every phone signing call gives up after 60,000 ms with a clear message (001 §9). */
export const H5_CALL = { timeoutMs: ESIGN.clientTimeoutMs, timeoutMessage: ESIGN_MSG.requestTimeout } as const;

export type H5Page = '' | 'step1' | 'step2' | 'step3' | 'step4' | 'face-in' | 'face-out' | 'sign' | 'check' | 'stop' | 'pdf' | 'endpdf';

/** Every page keeps the token in the query, so a reload works (the token is the only credential). */
export const h5Path = (page: H5Page, token: string) => `/h5elesign${page ? `/${page}` : ''}?token=${encodeURIComponent(token)}`;

/** The server refused the link itself: the page shows 001 §8's message and nothing else. */
export const isLinkExpired = (e: unknown) => isApiError(e) && e.msg === ESIGN_MSG.linkExpired;
/** the link that signed, opened again (decision 811) */
export const isAlreadySigned = (e: unknown) => isApiError(e) && e.msg === ESIGN_MSG.usedLink;

/**
 * A PDF of the phone calls (the original, the check preview, the signed result) as bytes, with the same
 * 60,000 ms limit; a refusal comes back as the JSON envelope and is thrown as an ApiError with its text.
 */
export async function fetchPdf(url: string, init: RequestInit = {}): Promise<Blob> {
  return (await fetchPdfWithHash(url, init)).blob;
}

/** fetchPdf with the X-Document-Sha256 the server answers with a document the signer is to sign. */
export async function fetchPdfWithHash(url: string, init: RequestInit = {}): Promise<{ blob: Blob; documentSha256: string | null }> {
  const timer = new AbortController();
  const clock = setTimeout(() => timer.abort(), ESIGN.clientTimeoutMs);
  try {
    const res = await fetch(url, { ...init, signal: timer.signal, credentials: 'same-origin' });
    if ((res.headers.get('content-type') ?? '').includes('application/pdf')) return { blob: await res.blob(), documentSha256: res.headers.get('x-document-sha256') };
    const env = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new ApiError({ code: env?.code ?? res.status, msg: env?.msg ?? '文件获取失败，请稍后重试', data: null });
  } catch (e) {
    if (timer.signal.aborted) throw new ApiError({ code: 0, msg: ESIGN_MSG.requestTimeout, data: null });
    throw e;
  } finally {
    clearTimeout(clock);
  }
}
