import type { FaceFlow } from '@evidence/shared/constants';

/** Who is checked: the person of the pending submission (from its sealed data, never from the request). */
export interface FacePerson {
  name: string;
  idCard: string;
}

/** Where the provider sends the phone back to, or (local) serves its page from: PUBLIC_URL or the caller's origin. */
export interface FaceStartOptions {
  siteBase: string;
  ttlMs: number;
}

export interface FaceSessionStarted {
  /** the provider's id of the session: Tencent's BizToken, Alipay's certify_id */
  transactionId: string;
  /** what the QR code opens on the phone */
  url: string;
}

/** A session as the provider sees it; EXPIRED when it ran out of time with no result. */
export type FaceOutcome = 'PENDING' | 'SUCCESS' | 'FAIL' | 'EXPIRED';

/**
 * Face verification (人脸核验). Production adapters would wrap Tencent Cloud FaceID (DetectAuth /
 * GetDetectInfoEnhanced, the names 000 §7 uses) and Alipay's identity certification
 * (alipay.user.certify.open.initialize / certify / query, the certify_id of 001 §7); neither is
 * built yet (README, decision 94). `local` is the test stand-in: the QR code opens our own mobile
 * page where the tester chooses the result, and every page says so. Results only: a provider never
 * hands us images, and we keep none.
 */
export interface FaceProvider {
  readonly name: 'local' | 'off';
  /** true for the stand-in (listed in the footer's local providers) */
  readonly isLocal: boolean;
  /** false for FACE_PROVIDER=off: no session can be started */
  readonly enabled: boolean;
  /** the QR flow (detectAuth → BizToken) */
  startDetect(person: FacePerson, opts: FaceStartOptions): Promise<FaceSessionStarted>;
  queryDetect(transactionId: string): Promise<FaceOutcome>;
  /** the payment-app flow (aliIdentification → certify_id) */
  startAli(person: FacePerson, opts: FaceStartOptions): Promise<FaceSessionStarted>;
  queryAli(transactionId: string): Promise<FaceOutcome>;
}

export type { FaceFlow };
