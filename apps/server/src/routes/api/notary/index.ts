import type { App, AppContext } from '../../../context';
import notaryApply from './apply';
import notaryPayByPoints from './pay-by-points';
import notaryPayOnline from './pay-online';
import notaryDecode from './decode';
import notaryDecodeStatus from './decode-status';
import notaryDownFile from './down-file';
import notaryOrderDetail from './order-detail';
import downloadNotaryDoc from '../download/notary-doc';
import notaryApplyForm from './apply-form';
import notaryDetail from './detail';
import notaryGetList from './get-list';
import notarySaveApplyForm from './save-apply-form';
import notarySelectList from './select-list';
import notarySignQr from './sign-qr';
import notarySign from './sign';
import notarySendSignSms from './send-sign-sms';
import notarySignStatus from './sign-status';
import notaryStop from './stop';
import notaryQuote from './quote';
import notaryApplicable from './applicable';

/** The applicant's /api/notary/* calls (docs/notarization.md), one file each. */
export const NOTARY_ROUTES: Array<(app: App, ctx: AppContext) => void> = [
  notarySelectList,
  notaryApply,
  notaryQuote,
  notaryApplicable,
  notaryGetList,
  notaryDetail,
  notaryStop,
  notaryApplyForm,
  notarySaveApplyForm,
  notarySignQr,
  notarySignStatus,
  notaryOrderDetail,
  notaryDownFile,
  downloadNotaryDoc,
  notarySendSignSms,
  notarySign,
  notaryDecode,
  notaryDecodeStatus,
  notaryPayByPoints,
  notaryPayOnline,
];
