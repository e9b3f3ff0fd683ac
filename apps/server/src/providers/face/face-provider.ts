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
 * A provider's answer for one session: the outcome and, for FAIL, the provider's reason in Chinese
 * when it gives one (Tencent's ErrMsg, e.g. 比对相似度未达到通过标准). Never a name, number or image.
 */
export interface FaceAnswer {
  outcome: FaceOutcome;
  reason?: string | undefined;
}

/**
 * Face verification (人脸核验): Tencent Cloud FaceID (`tencent`: DetectAuth / GetDetectInfoEnhanced,
 * the names 000 §7 uses), Alipay's identity certification (`alipay`:
 * alipay.user.certify.open.initialize / certify / query, the certify_id of 001 §7), or `local`, the
 * test stand-in: the QR code opens our own mobile page where the tester chooses the result, and
 * every page says so. Results only: no best frame, no video, and we keep none.
 *
 * The start calls throw a refusal (errors.ts) with a Chinese message when the provider fails or
 * refuses (nothing is started then); the queries throw when the provider cannot be asked (the
 * session stays open and the next poll asks again).
 */
export interface FaceProvider {
  readonly name: 'local' | 'off' | 'tencent' | 'alipay';
  /** true for the stand-in (listed in the footer's local providers) */
  readonly isLocal: boolean;
  /** false for FACE_PROVIDER=off: no session can be started */
  readonly enabled: boolean;
  /** the flows it serves: the face page offers only these (Tencent FaceID has no payment-app flow) */
  readonly flows: readonly FaceFlow[];
  /** the QR flow (detectAuth → BizToken) */
  startDetect(person: FacePerson, opts: FaceStartOptions): Promise<FaceSessionStarted>;
  queryDetect(transactionId: string): Promise<FaceAnswer>;
  /** the payment-app flow (aliIdentification → certify_id) */
  startAli(person: FacePerson, opts: FaceStartOptions): Promise<FaceSessionStarted>;
  queryAli(transactionId: string): Promise<FaceAnswer>;
}

export type { FaceFlow };
