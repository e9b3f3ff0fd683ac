/**
 * What a production start (NODE_ENV=production) must not run with unknowingly: the local stand-ins
 * that move no money, send no SMS and verify no face, and links built from whatever Host a caller sent.
 * Refused at start with one message naming what to change (decisions 184–186).
 */
export interface ProductionInput {
  NODE_ENV?: string | undefined;
  ALLOW_LOCAL_PROVIDERS: boolean;
  PUBLIC_URL?: string | undefined;
  SMS_PROVIDER: string;
  /** PAYMENT_PROVIDER as read: one or more provider names */
  PAYMENT_PROVIDER: readonly string[];
  FACE_PROVIDER: string;
  OCR_PROVIDER: string;
  ANCHOR_EVM_LOCAL: boolean;
  ANCHOR_TSA_LOCAL: boolean;
  CAPTCHA_TEST_ECHO: boolean;
  /** CAPTURE_TEST_ALLOW_HOSTS as read */
  CAPTURE_TEST_ALLOW_HOSTS: readonly { ip: string; port: number }[];
  NOTARY_SIGNING_P12?: string | undefined;
  NOTARY_OFFICE_P12?: string | undefined;
  /** the identity shown in the footer, on 收费标准, the notarization pages and the notarial documents (issue 24 item 4) */
  PLATFORM_OPERATOR_NAME: string;
  SERVICE_PHONE: string;
  NOTARY_OFFICE_NAME: string;
  NOTARY_OFFICE_LICENCE: string;
  NOTARY_OFFICE_ADDRESS: string;
  NOTARY_OFFICE_PHONE: string;
}

/** Addresses no customer reaches: a production start on one of them is a test of the production path. */
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** Whether PUBLIC_URL may serve customers: https, or http on a loopback address (a test of the production path). */
export function publicUrlProblem(value: string | undefined): string | null {
  if (!value) return 'unset: set the address customers reach the platform at, e.g. https://cunzheng.example.com (payment, face and certificate links are built from it)';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'not an address: write it as https://host[:port]';
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK.test(url.hostname)) return null;
  return 'must be https (payment notices and face-check returns are sent only to https addresses); http is accepted for a loopback test address only';
}

/** The identity settings still saying 演示 (their defaults do): a demo's operator and office, never a real one's. */
const IDENTITY = ['PLATFORM_OPERATOR_NAME', 'SERVICE_PHONE', 'NOTARY_OFFICE_NAME', 'NOTARY_OFFICE_LICENCE', 'NOTARY_OFFICE_ADDRESS', 'NOTARY_OFFICE_PHONE'] as const;

/** The settings that make this a demo rather than a real deployment, as `VARIABLE=value (what it does)`. */
export function localProvidersIn(e: ProductionInput): string[] {
  const found: string[] = [];
  if (e.PAYMENT_PROVIDER.includes('local')) found.push('PAYMENT_PROVIDER=local (test cashier: credits points with no payment)');
  if (e.SMS_PROVIDER === 'local') found.push('SMS_PROVIDER=local (sends no SMS: codes go to the outbox at /admin/sms)');
  if (e.FACE_PROVIDER === 'local') found.push('FACE_PROVIDER=local (test face page: the tester chooses the result)');
  if (e.OCR_PROVIDER === 'local') found.push('OCR_PROVIDER=local (ID cards read by tesseract.js on this machine)');
  if (e.ANCHOR_EVM_LOCAL) found.push('ANCHOR_EVM_LOCAL=1 (a local test chain)');
  if (e.ANCHOR_TSA_LOCAL) found.push('ANCHOR_TSA_LOCAL=1 (a local time-stamp authority)');
  if (!e.NOTARY_SIGNING_P12) found.push('NOTARY_SIGNING_P12 unset (documents are signed with a self-signed local test certificate)');
  if (!e.NOTARY_OFFICE_P12) found.push('NOTARY_OFFICE_P12 unset (the notary office certifies its 公证书 with a self-signed local test certificate)');
  const demoIdentity = IDENTITY.filter((k) => e[k].includes('演示'));
  if (demoIdentity.length > 0) found.push(`${demoIdentity.join(', ')} still say 演示 (the demo operator and partner notary office are shown to customers and named on notarial documents)`);
  if (e.CAPTCHA_TEST_ECHO) found.push('CAPTCHA_TEST_ECHO=1 (the captcha answer is sent with its image)');
  return found;
}

/** The refusals of a production start; empty outside production or when all is in order. */
export function productionProblems(e: ProductionInput): { path: string; message: string }[] {
  if (e.NODE_ENV !== 'production') return [];
  const problems: { path: string; message: string }[] = [];
  if (!e.PUBLIC_URL) {
    problems.push({
      path: 'PUBLIC_URL',
      message: 'required with NODE_ENV=production: the address users reach the platform at (payment, face and certificate links are built from it, never from the request\'s Host header)',
    });
  } else {
    const problem = publicUrlProblem(e.PUBLIC_URL);
    if (problem) problems.push({ path: 'PUBLIC_URL', message: problem });
  }
  // not a demo switch: ALLOW_LOCAL_PROVIDERS does not lift it (decision 640)
  if (e.CAPTURE_TEST_ALLOW_HOSTS.length > 0) {
    problems.push({
      path: 'CAPTURE_TEST_ALLOW_HOSTS',
      message: 'refused with NODE_ENV=production whatever else is set: it lets captures reach addresses of this machine (tests only)',
    });
  }
  const local = localProvidersIn(e);
  if (local.length > 0 && !e.ALLOW_LOCAL_PROVIDERS) {
    problems.push({
      path: 'ALLOW_LOCAL_PROVIDERS',
      message: `NODE_ENV=production with local test providers: ${local.join('; ')}. Configure real providers, or set ALLOW_LOCAL_PROVIDERS=1 to state that this is a demo`,
    });
  }
  return problems;
}
