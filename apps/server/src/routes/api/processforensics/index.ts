import type { App, AppContext } from '../../../context';
import addOttProcess from './add-ott-process';
import addVmProcess from './add-vm-process';
import captureVideo from './capture-video';
import downProBaoquan from './down-pro-baoquan';
import getProView from './get-pro-view';
import getSessionTicket from './get-session-ticket';
import { registerLiveSocket } from './live-socket';

/** Process recording and OTT sessions (issue 17 items 2–3): reservations, the live page's ticket and socket, the public view. */
export const PROCESSFORENSICS_ROUTES: Array<(app: App, ctx: AppContext) => void> = [
  addVmProcess,
  addOttProcess,
  getSessionTicket,
  registerLiveSocket,
  // also /api/share/getProView, /api/share/downProBaoquan and the recording's signed URL: this part's own files
  getProView,
  downProBaoquan,
  captureVideo,
];
