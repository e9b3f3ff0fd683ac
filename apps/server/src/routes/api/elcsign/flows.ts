import type { App, AppContext } from '../../../context';
import delSign from './del-sign';
import detailSign from './detail-sign';
import downSignFile from './down-sign-file';
import listSign from './list-sign';
import mySignLink from './my-sign-link';
import mySigns from './my-signs';
import mySignsCount from './my-signs-count';
import saveApplyUrl from './save-apply-url';
import saveSign from './save-sign';
import sendSignSms from './send-sign-sms';
import signerSeals from './signer-seals';
import stopSign from './stop-sign';

/** The sender's /api/ElcSign/* calls for sign flows (docs/esign.md "Sign flows"), one file each. */
export const ESIGN_FLOW_ROUTES: Array<(app: App, ctx: AppContext) => void> = [listSign, saveSign, sendSignSms, saveApplyUrl, stopSign, delSign, detailSign, downSignFile, mySigns, mySignsCount, mySignLink, signerSeals];
