import type { App, AppContext } from '../../../context';
import check from './check';
import documents from './documents';
import entry from './entry';
import faceResult from './face-result';
import faceStart from './face-start';
import identity from './identity';
import reject from './reject';
import seals from './seals';
import sign from './sign';
import smsCheck from './sms-check';
import smsSend from './sms-send';

/** The signer's phone calls (public: the link token is the credential; services/esign/phone, docs/esign.md). */
export const H5ELESIGN_ROUTES: Array<(app: App, ctx: AppContext) => void> = [entry, documents, identity, smsSend, smsCheck, faceStart, faceResult, seals, check, sign, reject];
