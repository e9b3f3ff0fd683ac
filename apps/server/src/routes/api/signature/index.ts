import type { App, AppContext } from '../../../context';
import signatureCheckCode from './check-code';
import signatureIntent from './intent';
import signatureSendCode from './send-code';
import signatureSubmit from './submit';

/** The phone's calls of a signing intent (public: the token is the credential; services/intent). */
export const SIGNATURE_ROUTES: Array<(app: App, ctx: AppContext) => void> = [signatureIntent, signatureSendCode, signatureCheckCode, signatureSubmit];
